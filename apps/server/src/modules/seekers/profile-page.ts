import { MESSAGES } from '@portal/shared/messages';
import type { FullProfile } from '@portal/shared/schemas/seekers';
import { forbidden, notFound } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import type { AuthUser } from '../../plugins/auth';
import { describeFile, openFile } from '../files/service';
import { renderProfilePdf } from './profile-pdf';
import { findProfileOfUser } from './repository';
import { getFullProfile } from './service';

// The profile page's data and Profile.pdf (issue 10).

/** GET user/profile for the caller (applications counts come with the applying issue). */
export function getProfilePage(
  deps: Pick<ServiceDeps, 'db'>,
  opts: { user: AuthUser },
): Promise<FullProfile> {
  return getFullProfile(deps, { user: opts.user });
}

const PDF_PHOTO_TYPES = ['image/jpeg', 'image/png'];

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** GET download-profile/{userId}: the caller's own profile as a PDF (404 without a profile). */
export async function downloadOwnProfile(
  deps: Pick<ServiceDeps, 'db' | 'storage' | 'config'>,
  opts: { user: AuthUser; userId: number },
): Promise<Buffer> {
  if (opts.userId !== opts.user.id) throw forbidden(MESSAGES.accessDeny);
  const whole = await getFullProfile(deps, { user: opts.user });
  if (!whole.profile) throw notFound(MESSAGES.completeProfile);
  const row = await findProfileOfUser(deps.db, opts.user.id);
  let photo: { data: Buffer; contentType: string } | null = null;
  const picture = row?.picture ? await describeFile(deps.db, row.picture) : null;
  if (picture && PDF_PHOTO_TYPES.includes(picture.contentType)) {
    const file = await openFile(deps, { key: picture.key }).catch(() => null);
    if (file) photo = { data: await readAll(file.stream), contentType: file.contentType };
  }
  return renderProfilePdf({
    profile: whole.profile,
    resume: whole.resume,
    experience: whole.experience,
    qualification: whole.qualification,
    skill: whole.skill,
    language: whole.language,
    completeness: whole.completeness,
    photo,
    siteName: deps.config.appName,
  });
}
