import { MESSAGES } from '@portal/shared/messages';
import { isMailedStage, type Stage } from '@portal/shared/rules/pipeline';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { isoDate } from '../../lib/iso-date';
import type { AuthUser } from '../../plugins/auth';
import { enqueueMail } from '../../plugins/mail';
import type { DbOrTx } from '../../db/client';
import { shortlistedMail, stageMail, type MailedStage } from './mails';
import { canManageApplication } from './policy';
import { enqueueRegretMessage, regretTemplateOf } from './regret-mail';
import { claimShortlistMail } from './repository';
import { employerActor, manageableApplication } from './service';
import {
  closableJob,
  companiesOf,
  firstArrivals,
  moveToStage,
  recordStageChanges,
  stagedRows,
  toggleStage,
  type StageChange,
  type StagedRow,
} from './stage-repository';

// The hiring pipeline's verbs (issue 27, decision 0041): move one application or several to a stage, and
// SPEC's shortlist toggle, which is a stage change too. Each change, its history row and its mail are
// one transaction; the seeker is mailed the first time an application reaches shortlisted (SPEC's mail,
// claimed once as before) or interview, offer, hired, not selected (once per stage).

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'outbox'>;

export function presentStaged(r: StagedRow) {
  return {
    id: r.id,
    stage: r.stage,
    is_favorite: r.isFavorite ? 1 : 0,
    stage_changed_at: isoDate(r.stageChangedAt),
  };
}

/** PUT employ/application/{id}/stage: 404 / 403 as every application call; the same stage changes nothing. */
export async function setApplicationStage(
  deps: Deps,
  opts: { user: AuthUser; applicationId: number; stage: Stage },
) {
  const actor = await employerActor(deps, opts.user);
  const application = await manageableApplication(deps, { actor, applicationId: opts.applicationId });
  const ids = [application.id];
  const { rows } = await inTransaction(deps, {
    user: opts.user,
    ids,
    change: (tx) => moveToStage(tx, { ids, companyId: application.companyId, stage: opts.stage }),
  });
  return presentStaged(rows[0]!);
}

/**
 * POST employ/applications/stage: every id must be an application of the caller's company (404 when one
 * is none, 403 when one is another company's), checked before anything moves.
 */
export async function setApplicationsStage(
  deps: Deps,
  opts: { user: AuthUser; ids: number[]; stage: Stage },
) {
  const actor = await employerActor(deps, opts.user);
  const ids = [...new Set(opts.ids)];
  const found = await companiesOf(deps.db, ids);
  if (found.length < ids.length) throw notFound(MESSAGES.dataNotFound);
  if (!found.every((a) => canManageApplication(actor, a))) throw forbidden(MESSAGES.accessDeny);
  const { rows, changes } = await inTransaction(deps, {
    user: opts.user,
    ids,
    // company_id in the UPDATE as well: an id is moved only as the company's, whatever happened between.
    change: (tx) => moveToStage(tx, { ids, companyId: actor.companyId!, stage: opts.stage }),
  });
  return { data: rows.map(presentStaged), changed: changes.length };
}

/**
 * GET employ/ar-shortlist/{applicationId}: on → shortlisted, off (from shortlisted or later) → reviewed.
 * The first time an application is shortlisted its seeker is mailed (once per application).
 */
export async function toggleShortlist(deps: Deps, opts: { user: AuthUser; applicationId: number }) {
  const actor = await employerActor(deps, opts.user);
  await manageableApplication(deps, { actor, applicationId: opts.applicationId });
  const { rows } = await inTransaction(deps, {
    user: opts.user,
    ids: [opts.applicationId],
    change: async (tx) => [await toggleStage(tx, opts.applicationId)],
  });
  return presentStaged(rows[0]!);
}

export const CLOSE_OUT_OPEN_JOB =
  'The job is still open: close it before marking its remaining applicants not selected.';

/**
 * POST employ/job/{jobId}/close-out (issue 27, point 6): a closed or expired job's applicants still at an
 * open stage become not selected in one statement, with their history and their mails (once each) as any
 * move. Another company's job 403, a job still taking applications 409.
 */
export async function closeOutJob(deps: Deps, opts: { user: AuthUser; jobId: number }) {
  const actor = await employerActor(deps, opts.user);
  const job = await closableJob(deps.db, opts.jobId);
  if (!job) throw notFound(MESSAGES.dataNotFound);
  if (!canManageApplication(actor, job)) throw forbidden(MESSAGES.accessDeny);
  if (!job.over) throw conflict(CLOSE_OUT_OPEN_JOB);
  const { changes } = await inTransaction(deps, {
    user: opts.user,
    change: (tx) =>
      moveToStage(tx, { closedJobId: opts.jobId, companyId: actor.companyId!, stage: 'not_selected' }),
  });
  return { changed: changes.length };
}

/**
 * Runs `change` with its history and mails in one transaction; answers every application `change` was
 * asked about as it is after (the changed and the ones already at the stage).
 */
async function inTransaction(
  deps: Deps,
  /** `ids`: the applications to answer; by default the ones changed. */
  opts: { user: AuthUser; ids?: number[]; change: (tx: DbOrTx) => Promise<StageChange[]> },
): Promise<{ rows: StagedRow[]; changes: StageChange[] }> {
  const result = await deps.db.transaction(async (tx) => {
    const changes = await opts.change(tx);
    await recordStageChanges(tx, { changes, changedBy: opts.user.id });
    const first = await firstArrivals(
      tx,
      changes.filter((c) => isMailedStage(c.to)),
    );
    const now = await stagedRows(tx, opts.ids ?? changes.map((c) => c.id));
    // One company's applications per call: its regret template is read once, when someone is regretted.
    const regretting = changes.some((c) => c.to === 'not_selected' && first.has(c.id));
    const regret = regretting ? await regretTemplateOf(tx, now[0]!.companyId) : null;
    for (const c of changes) {
      const r = now.find((x) => x.id === c.id)!;
      const mail = { to: r.email, jobTitle: r.jobTitle, company: r.companyName, lang: r.candidateLang };
      if (c.to === 'shortlisted' && (await claimShortlistMail(tx, c.id))) {
        await enqueueMail(tx, shortlistedMail(deps.config, mail), `application-shortlisted:${c.id}`);
      } else if (first.has(c.id) && isMailedStage(c.to)) {
        const stage = c.to as MailedStage;
        const outboxKey = `application-stage:${c.id}:${stage}`;
        const regretted =
          stage === 'not_selected' &&
          (await enqueueRegretMessage(tx, deps.config, {
            template: regret,
            row: r,
            sentBy: opts.user.id,
            outboxKey,
          }));
        if (!regretted) await enqueueMail(tx, stageMail(deps.config, { ...mail, stage }), outboxKey);
      }
    }
    return { rows: now, changes };
  });
  deps.outbox.nudge();
  return result;
}
