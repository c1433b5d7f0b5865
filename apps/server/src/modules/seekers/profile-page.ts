import type { FullProfile } from '@portal/shared/schemas/seekers';
import type { ServiceDeps } from '../../lib/deps';
import type { AuthUser } from '../../plugins/auth';
import { getFullProfile } from './service';

// The profile page's data (issue 10). Profile.pdf is served by modules/applications (owner or employer).

/** GET user/profile for the caller (applications counts come with the applying issue). */
export function getProfilePage(
  deps: Pick<ServiceDeps, 'db'>,
  opts: { user: AuthUser },
): Promise<FullProfile> {
  return getFullProfile(deps, { userId: opts.user.id });
}
