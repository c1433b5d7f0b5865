import { MESSAGES } from '@portal/shared/messages';
import type { ApplicationView } from '@portal/shared/schemas/applications';
import { ROLES } from '@portal/shared/constants';
import { forbidden, notFound } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import type { AuthUser } from '../../plugins/auth';
import { talentPoolCompany } from '../billing/service';
import {
  getDocumentsOfUser,
  getFullProfile,
  isVisibleSeeker,
  recordProfileView,
  renderSeekerProfile,
} from '../seekers/service';
import { renderCoverLetterPdf } from './cover-letter-pdf';
import { messagesByApplication } from './messages-presenter';
import { notesAndRatingOf } from './notes-service';
import { canDownloadProfile } from './policy';
import { fileNames, findJobForApplying, listForCompany, type ApplicationRow } from './repository';
import {
  employerActor,
  manageableApplication,
  markApplicationViewed,
  presentEmployerApplication,
} from './service';

// The employer's view of one application and its downloads (SPEC §2.4 Application view, §7.4; issue 11):
// the application with its candidate and files, the cover letter PDF, and Profile.pdf (which a jobseeker
// downloads of their own profile too). Every employer call checks that the application or candidate is the
// employer's company's: 'Access Deny' (403) otherwise.

const seekerFile = (key: string) => `/api/seeker-files/${key}`;

/**
 * GET employ/view-application-byjobid/{applyId}: candidate, application, documents, the company's notes
 * and rating (issue 27, point 3), its messages to the candidate (point 4); marks it viewed and
 * counts a view of the seeker's profile for the company (issue 25, point 7).
 */
export async function viewApplication(
  deps: Pick<ServiceDeps, 'db'>,
  opts: { user: AuthUser; applicationId: number },
): Promise<ApplicationView> {
  const actor = await employerActor(deps, opts.user);
  const application = await manageableApplication(deps, { actor, applicationId: opts.applicationId });
  const viewedAt = await markApplicationViewed(deps, { applicationId: application.id });
  const [whole, docs, job, list, , { notes, rating }, messages] = await Promise.all([
    getFullProfile(deps, { userId: application.candidateId }),
    getDocumentsOfUser(deps, { userId: application.candidateId }),
    findJobForApplying(deps.db, application.jobId),
    listForCompany(deps.db, {
      companyId: application.companyId,
      jobId: application.jobId,
      limit: 1,
      offset: 0,
    }),
    recordProfileView(deps, { seekerUserId: application.candidateId, companyId: application.companyId }),
    notesAndRatingOf(deps, { actor, applicationId: application.id }),
    messagesByApplication(deps, [application.id]),
  ]);
  const row = list.rows.find((r) => r.application.id === application.id);
  const files = await attachedFiles(deps, { application });
  const presented = presentEmployerApplication(
    { ...application, viewedAt },
    row ?? {
      title: job?.title ?? '',
      name: whole.profile?.name ?? null,
      gender: whole.profile?.gender ?? null,
      nationality: whole.profile?.nationality ?? null,
      qualification: whole.profile?.qualification ?? null,
      experience: whole.profile?.experience ?? null,
      picture: null,
    },
  );
  return {
    profile: whole.profile,
    resume: whole.resume,
    experience: whole.experience,
    qualification: whole.qualification,
    skill: whole.skill,
    language: whole.language,
    application: { ...presented, cover_note: application.coverNote, job_title: job?.title ?? '' },
    documents: { ...docs, files },
    notes,
    rating,
    messages: messages.get(application.id) ?? [],
  };
}

/** The files sent with the application, as the view lists them: the resume, the form, then the documents. */
async function attachedFiles(
  deps: Pick<ServiceDeps, 'db'>,
  { application }: { application: ApplicationRow },
): Promise<ApplicationView['documents']['files']> {
  const keys = [application.customResume, application.applicationForm].filter((k): k is string => k !== null);
  const names = await fileNames(deps.db, keys);
  return [
    ...(application.customResume
      ? [
          {
            label: 'Attached resume',
            name: names.get(application.customResume) ?? 'resume.pdf',
            url: seekerFile(application.customResume),
          },
        ]
      : []),
    ...(application.applicationForm
      ? [
          {
            label: 'Application form',
            name: names.get(application.applicationForm) ?? 'application-form.pdf',
            url: seekerFile(application.applicationForm),
          },
        ]
      : []),
    ...application.documents.map((d) => ({ label: d.item, name: d.name, url: seekerFile(d.key) })),
  ];
}

/** GET employ/download-application/{applicationId}: the cover letter as a PDF. */
export async function downloadCoverLetter(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  opts: { user: AuthUser; applicationId: number },
): Promise<Buffer> {
  const actor = await employerActor(deps, opts.user);
  const application = await manageableApplication(deps, { actor, applicationId: opts.applicationId });
  const [whole, job] = await Promise.all([
    getFullProfile(deps, { userId: application.candidateId }),
    findJobForApplying(deps.db, application.jobId),
  ]);
  if (!whole.profile) throw notFound(MESSAGES.userNotFound);
  return renderCoverLetterPdf({
    siteName: deps.config.appName,
    applicant: {
      name: whole.profile.name,
      email: application.email,
      phone: whole.profile.phone,
      address: whole.profile.address,
    },
    job: { title: job?.title ?? '', company: job?.companyName ?? '' },
    coverNote: application.coverNote,
    appliedAt: application.createdAt,
  });
}

/**
 * GET download-profile/{userId}: a jobseeker downloads their own profile; an employer the profile of a
 * candidate who applied to the company, or of a visible profile with talent-pool access (403 'Access
 * Deny' for anyone else). An employer's download counts as its company's view of the profile.
 */
export async function downloadProfilePdf(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'storage'>,
  opts: { user: AuthUser; userId: number },
): Promise<Buffer> {
  const nothingElse = { appliedToCompany: false, visibleInTalentPool: false };
  if (opts.user.role === ROLES.jobseeker) {
    if (!canDownloadProfile(opts.user, { userId: opts.userId, ...nothingElse }))
      throw forbidden(MESSAGES.accessDeny);
    return renderSeekerProfile(deps, { userId: opts.userId });
  }
  const actor = await employerActor(deps, opts.user);
  const { rows } = await listForCompany(deps.db, {
    companyId: actor.companyId!,
    limit: 1,
    offset: 0,
    candidateId: opts.userId,
  });
  // The talent pool is asked only when the seeker did not apply (it costs the entitlement's queries).
  const appliedToCompany = rows.length > 0;
  const visibleInTalentPool = !appliedToCompany && (await seesThroughTalentPool(deps, opts));
  if (!canDownloadProfile(actor, { userId: opts.userId, appliedToCompany, visibleInTalentPool }))
    throw forbidden(MESSAGES.accessDeny);
  const pdf = await renderSeekerProfile(deps, { userId: opts.userId });
  await recordProfileView(deps, { seekerUserId: opts.userId, companyId: actor.companyId! });
  return pdf;
}

/** An annual subscriber downloads the profile of a seeker visible in the talent pool (issue 12). */
async function seesThroughTalentPool(
  deps: Pick<ServiceDeps, 'db'>,
  opts: { user: AuthUser; userId: number },
) {
  if ((await talentPoolCompany(deps, { user: opts.user })) === null) return false;
  return isVisibleSeeker(deps, { userId: opts.userId });
}
