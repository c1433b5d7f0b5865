import { MALDIVES, PAGE_SIZES } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { seekerStage, type Stage } from '@portal/shared/rules/pipeline';
import { isProfileComplete, profilePartsOf } from '@portal/shared/rules/profile';
import {
  APPLY_MESSAGES,
  type ApplyInput,
  type EmployerApplication,
  type EmployerApplicationsQuery,
  type SeekerApplication,
} from '@portal/shared/schemas/applications';
import type { ApplicationMessage } from '@portal/shared/schemas/candidate-messages';
import { conflict, forbidden, notFound, validationFailed } from '../../lib/app-error';
import type { DbDeps, ServiceDeps } from '../../lib/deps';
import { isoDate } from '../../lib/iso-date';
import { offsetOf } from '../../lib/page';
import type { AuthUser } from '../../plugins/auth';
import { enqueueMail } from '../../plugins/mail';
import type { UploadedFile } from '../../plugins/uploads';
import { findCompanySummary } from '../companies/service';
import { claimOwnedFile, discardStored, recordFile, storeUpload } from '../files/service';
import { getFullProfile } from '../seekers/service';
import { applicationReceivedMail } from './mails';
import { canManageApplication, canSeeApplications, isOwnCandidateId, type EmployerActor } from './policy';
import {
  findApplication,
  findApplicationOf,
  findForCandidate,
  findJobForApplying,
  insertApplication,
  listForCandidate,
  listForCompany,
  markViewed,
  type ApplicationRow,
  type CandidateApplicationRow,
} from './repository';
import { messagesByApplication } from './messages-presenter';
import { stageCountsOfJobs } from './stage-repository';

// Applying and managing applications (issue 11; SPEC §4 Apply button, §5 Application, §7.3, §7.4).
// The server checks everything the apply button shows (the shared rule): open job taking online
// applications, a complete profile, the nationality rule, once per job.

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'storage' | 'log' | 'outbox'>;

/** A file slot of the apply form: a new upload (multipart) or `{original, uri}` of a file the seeker has. */
export type FileSlot = UploadedFile | { original: string; uri: string } | undefined;

const isRef = (v: unknown): v is { original: string; uri: string } =>
  typeof v === 'object' && v !== null && typeof (v as { uri?: unknown }).uri === 'string';

/** GET user/applicationChecker/{jobId}: whether the caller applied (200) or not (404). */
export async function hasApplied({ db }: Pick<ServiceDeps, 'db'>, opts: { user: AuthUser; jobId: number }) {
  return (await findApplicationOf(db, opts.user.id, opts.jobId)) !== null;
}

/**
 * POST job/application. New uploads are stored before the transaction and removed if it fails; files
 * named by `uri` must be the seeker's own. The unique (job, candidate) key decides a race: 409. Answers
 * the application as the seeker's list shows it, read inside the transaction: an application that
 * committed is never answered as failed because the database went away just after (issue 24, point 3).
 */
export async function applyToJob(
  deps: Deps,
  opts: { user: AuthUser; input: ApplyInput; customResume?: UploadedFile; applicationForm?: UploadedFile },
): Promise<SeekerApplication> {
  const { db, config } = deps;
  const { user, input } = opts;
  const { job, profile } = await checkCanApply(deps, { user, input });

  const formSlot: FileSlot =
    opts.applicationForm ?? (isRef(input.application_form) ? input.application_form : undefined);
  if (job.applicationForm && !formSlot)
    throw validationFailed({ application_form: [MESSAGES.applicationFormRequired] });
  const resumeSlot: FileSlot =
    opts.customResume ?? (isRef(input.custom_resume) ? input.custom_resume : undefined);

  const stored: string[] = [];
  const store = async (file: UploadedFile) => {
    const key = await storeUpload(deps, { upload: file });
    stored.push(key);
    return key;
  };
  const newResume = opts.customResume ? await store(opts.customResume) : null;
  const newForm = opts.applicationForm ? await store(opts.applicationForm) : null;
  try {
    const row = await db.transaction(async (tx) => {
      const files = await claimApplicationFiles(
        { db: tx },
        {
          user,
          resume: { slot: resumeSlot, fresh: newResume },
          form: { slot: formSlot, fresh: newForm },
          documents: input.documents ?? [],
        },
      );
      const inserted = await insertApplication(tx, {
        candidateId: user.id,
        jobId: job.id,
        companyId: job.companyId,
        email: profile.email,
        coverNote: input.cover_note,
        ...files,
      });
      if (!inserted) throw conflict(MESSAGES.alreadyApplied);
      await enqueueMail(
        tx,
        applicationReceivedMail(config, {
          to: job.notifyEmail,
          lang: job.ownerLang,
          applicationId: inserted.id,
          jobTitle: job.title,
          applicant: profile.name,
        }),
        `application-received:${inserted.id}`,
      );
      return presentSeekerApplication((await findForCandidate(tx, inserted.id))!);
    });
    deps.outbox.nudge();
    return row;
  } catch (err) {
    for (const key of stored) await discardStored(deps, { key });
    throw err;
  }
}

/**
 * What the apply button shows, checked again: the caller applies as themselves, to an open job that takes
 * online applications, with a complete profile, past the nationality rule, once. Answers the job and the
 * applicant's profile.
 */
async function checkCanApply(deps: Pick<ServiceDeps, 'db'>, opts: { user: AuthUser; input: ApplyInput }) {
  const { user, input } = opts;
  if (!isOwnCandidateId(user, input.candidate_id)) throw forbidden(MESSAGES.accessDeny);
  const job = await findJobForApplying(deps.db, input.job_id);
  if (!job || job.companyDeleted) throw notFound(MESSAGES.notFound);
  if (!job.open) throw validationFailed({ job_id: [APPLY_MESSAGES.closed] });
  if (job.preventOnlineApplication) throw validationFailed({ job_id: [APPLY_MESSAGES.noOnline] });
  const whole = await getFullProfile(deps, { userId: user.id });
  if (!whole.profile || !isProfileComplete(profilePartsOf(whole))) {
    throw validationFailed({ profile: [MESSAGES.completeProfile] });
  }
  if (job.preventInternationalApplicants && whole.profile.nationality !== MALDIVES) {
    throw forbidden(MESSAGES.countryBlocked);
  }
  if (await findApplicationOf(deps.db, user.id, job.id)) throw conflict(MESSAGES.alreadyApplied);
  return { job, profile: whole.profile };
}

/** A file slot with the storage key its new upload was stored under (null when it names a file the seeker has). */
interface SlotToClaim {
  slot: FileSlot;
  fresh: string | null;
}

/**
 * In the application's transaction: the storage keys of its files. A new upload is recorded as the
 * seeker's; a file named by `uri` must be the seeker's own (the resume and the form a PDF), else 422.
 */
async function claimApplicationFiles(
  { db: tx }: DbDeps,
  opts: {
    user: AuthUser;
    resume: SlotToClaim;
    form: SlotToClaim;
    documents: NonNullable<ApplyInput['documents']>;
  },
) {
  const { user } = opts;
  const keyOf = async ({ slot, fresh }: SlotToClaim, field: string) => {
    if (!slot) return null;
    if (fresh && !isRef(slot)) {
      await recordFile({ db: tx }, { key: fresh, upload: slot, ownerUserId: user.id });
      return fresh;
    }
    const ref = slot as { uri: string };
    const owned = await claimOwnedFile(
      { db: tx },
      { key: ref.uri.split('/').pop() ?? '', ownerUserId: user.id },
    );
    if (!owned) throw validationFailed({ [field]: ['The file is invalid. Please upload it again.'] });
    if (owned.contentType !== 'application/pdf')
      throw validationFailed({ [field]: [MESSAGES.applicationFormFormat] });
    return owned.key;
  };
  const customResume = await keyOf(opts.resume, 'custom_resume');
  const applicationForm = await keyOf(opts.form, 'application_form');
  const documents: { item: string; key: string; name: string }[] = [];
  for (const doc of opts.documents) {
    const owned = await claimOwnedFile(
      { db: tx },
      { key: doc.uri.split('/').pop() ?? '', ownerUserId: user.id },
    );
    if (!owned) throw validationFailed({ documents: ['The file is invalid. Please upload it again.'] });
    documents.push({ item: doc.item, key: owned.key, name: doc.original || owned.originalName });
  }
  return { customResume, applicationForm, documents };
}

/** GET user/applications-usr: the seeker's applications, newest first, with their jobs. */
export async function listOwnApplications(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { user: AuthUser },
): Promise<SeekerApplication[]> {
  const rows = await listForCandidate(db, opts.user.id);
  const messages = await messagesByApplication(
    { db },
    rows.map((r) => r.application.id),
  );
  return rows.map((r) => presentSeekerApplication(r, messages.get(r.application.id)));
}

function presentSeekerApplication(
  r: CandidateApplicationRow,
  messages: ApplicationMessage[] = [],
): SeekerApplication {
  return {
    id: r.application.id,
    job_id: r.application.jobId,
    company_id: r.application.companyId,
    title: r.title,
    name: r.name,
    is_verified: r.isVerified ? 1 : 0,
    location: r.location,
    expired_at: isoDate(r.expiredAt),
    cover_note: r.application.coverNote,
    status: r.application.status,
    is_favorite: r.application.isFavorite ? 1 : 0,
    viewed_at: isoDate(r.application.viewedAt),
    created_at: isoDate(r.application.createdAt),
    stage: seekerStage(r.application.stage, r.application.viewedAt !== null),
    stage_changed_at: isoDate(r.application.stageChangedAt),
    messages,
  };
}

/** The employer acting, with their company; 403 for unverified employers (SPEC §4). */
export async function employerActor({ db }: Pick<ServiceDeps, 'db'>, user: AuthUser): Promise<EmployerActor> {
  const company = await findCompanySummary({ db }, { userId: user.id });
  const actor = {
    id: user.id,
    role: user.role,
    companyId: company?.id ?? null,
    emailVerified: user.emailVerifiedAt !== null,
  };
  if (!canSeeApplications(actor)) throw forbidden(MESSAGES.accessDeny);
  return actor;
}

/** An application of the employer's company, or 404 / 403 'Access Deny'. */
export async function manageableApplication(
  { db }: DbDeps,
  { actor, applicationId }: { actor: EmployerActor; applicationId: number },
) {
  const application = await findApplication(db, applicationId);
  if (!application) throw notFound(MESSAGES.dataNotFound);
  if (!canManageApplication(actor, application)) throw forbidden(MESSAGES.accessDeny);
  return application;
}

/** GET employ/job-applications[/{jobId}]: 20 a page with the applicant's facts and the filters of SPEC §2.4. */
export async function listCompanyApplications(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { user: AuthUser; jobId?: number; query: EmployerApplicationsQuery },
): Promise<{ data: EmployerApplication[]; total: number; last: number }> {
  const actor = await employerActor({ db }, opts.user);
  if (opts.jobId !== undefined) {
    const job = await findJobForApplying(db, opts.jobId);
    if (!job) throw notFound(MESSAGES.dataNotFound);
    if (job.companyId !== actor.companyId) throw forbidden(MESSAGES.deny);
  }
  const perPage = PAGE_SIZES.employerApplications;
  const page = opts.query.page ?? 1;
  const { rows, total } = await listForCompany(db, {
    companyId: actor.companyId!,
    jobId: opts.jobId,
    job: opts.query.job,
    sort: opts.query.sort,
    gender: opts.query.gender,
    nationality: opts.query.nationality,
    qualification: opts.query.qualification,
    experience: opts.query.experience,
    stage: opts.query.stage,
    limit: perPage,
    offset: offsetOf(page, perPage),
  });
  return {
    total,
    last: Math.max(1, Math.ceil(total / perPage)),
    data: rows.map((r) => presentEmployerApplication(r.application, r)),
  };
}

export function presentEmployerApplication(
  a: ApplicationRow,
  r: {
    title: string;
    name: string | null;
    gender: string | null;
    nationality: string | null;
    qualification: string | null;
    experience: string | null;
    picture: string | null;
  },
): EmployerApplication {
  return {
    id: a.id,
    candidate_id: a.candidateId,
    job_id: a.jobId,
    title: r.title,
    name: r.name,
    email: a.email,
    gender: r.gender,
    nationality: r.nationality,
    qualification: r.qualification,
    experience: r.experience,
    picture: r.picture ? `/api/seeker-files/${r.picture}` : null,
    status: a.status,
    is_favorite: a.isFavorite ? 1 : 0,
    viewed_at: isoDate(a.viewedAt),
    created_at: isoDate(a.createdAt),
    stage: a.stage,
    rating: a.rating,
  };
}

/** Marks an application viewed by its employer (the seeker sees 'viewed'); when it was first viewed. */
export function markApplicationViewed(
  { db }: DbDeps,
  { applicationId }: { applicationId: number },
): Promise<string> {
  return markViewed(db, applicationId);
}

/** Applications per pipeline stage of each of a company's jobs (the employer's /jobs page, issue 27). */
export async function countStagesOfJobs(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { companyId: number; jobIds: number[] },
): Promise<Map<number, Record<Stage, number>>> {
  return stageCountsOfJobs(db, opts);
}
