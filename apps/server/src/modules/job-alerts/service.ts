import type { Lang } from '@portal/shared/lang';
import { jobMatchesPreference, type AlertJob, type AlertPreference } from '@portal/shared/rules/job-alerts';
import { legacyPlace, type Gazetteer } from '@portal/shared/rules/places';
import type { DbOrTx } from '../../db/client';
import type { ServiceDeps } from '../../lib/deps';
import { enqueueMail } from '../../plugins/mail';
import { enqueue, type OutboxWorker } from '../../plugins/outbox';
import { placeOfColumns, readPlace, loadGazetteer } from '../places/service';
import { jobAlertMail } from './mails';
import {
  claimJobsFor,
  dailySubscribersDue,
  findOpenJob,
  instantSubscribersFor,
  markDigest,
  openJobsApprovedSince,
  turnOffByToken,
  type AlertJobRow,
  type AlertSubscriber,
} from './repository';

// Job alerts (issue 10, beyond the spec): a seeker's preference doubles as an alert — instant, daily or
// off. Approving a job enqueues its instant alerts in the approval's transaction; the worker mails each
// matching seeker; an hourly sweep sends the daily digests. job_alerts_sent makes every job reach a
// seeker once at most, whichever path, instance or retry sends it (DESIGN §6).

export const INSTANT_ALERTS_KIND = 'job-alerts.instant';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A digest is due a little before 24 h have passed, so that an hourly sweep does not drift later each day. */
const DIGEST_DUE_MS = DAY_MS - 30 * 60 * 1000;

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'outbox'>;

const asRuleJob = (j: AlertJobRow): AlertJob => ({
  sector: j.sector,
  category: j.category,
  type: j.type,
  salary_range: j.salaryRange,
  location: j.location,
  place: placeOfColumns(j),
});

/** A subscriber's preference with its places read (a value no rule knows stays as its own text). */
const withPlace = <T extends AlertPreference & { preferred_locations: string[] }>(
  s: T,
  gazetteer: Gazetteer,
): T => ({
  ...s,
  preferred_places: (s.preferred_locations.length > 0 ? s.preferred_locations : [s.preferred_location]).map(
    (text) => readPlace(text, gazetteer) ?? legacyPlace(text),
  ),
});

/** Called in the transaction that publishes a job: its instant alerts go out once it commits. */
export function enqueueJobAlerts({ db }: { db: DbOrTx }, opts: { jobId: number }): Promise<void> {
  return enqueue(db, {
    kind: INSTANT_ALERTS_KIND,
    key: `job-alerts:${opts.jobId}`,
    payload: { jobId: opts.jobId },
  });
}

/** Mails a newly published job to every instant subscriber it matches (the worker's handler). */
export async function sendInstantAlerts(deps: Deps, opts: { jobId: number }): Promise<number> {
  const { db, config } = deps;
  const job = await findOpenJob(db, opts.jobId);
  if (!job) return 0; // closed or taken down before the worker came to it
  const gazetteer = await loadGazetteer({ db });
  const subscribers = (await instantSubscribersFor(db, job)).filter((s) =>
    jobMatchesPreference(asRuleJob(job), withPlace(s, gazetteer)),
  );
  let sent = 0;
  await db.transaction(async (tx) => {
    for (const s of subscribers) {
      if ((await claimJobsFor(tx, s.userId, [job.id])).length === 0) continue;
      await enqueueMail(
        tx,
        jobAlertMail(config, { to: s.email, lang: s.lang, token: s.token, jobs: [job], daily: false }),
        `job-alert:${s.userId}:${job.id}`,
      );
      sent++;
    }
  });
  if (sent > 0) deps.outbox.nudge();
  return sent;
}

/**
 * The daily digests that are due (called hourly from main.ts): for each daily subscriber, the open jobs
 * published since their last digest that match, in one mail. Jobs are read once for all subscribers.
 */
export async function sendDailyDigests(deps: Deps, opts: { now?: Date } = {}): Promise<number> {
  const { db, config } = deps;
  const now = opts.now ?? new Date();
  const subscribers = await dailySubscribersDue(db, new Date(now.getTime() - DIGEST_DUE_MS).toISOString());
  if (subscribers.length === 0) return 0;
  const sinceOf = (s: AlertSubscriber) => s.lastDigestAt ?? new Date(now.getTime() - DAY_MS).toISOString();
  const earliest = subscribers.map(sinceOf).sort()[0]!;
  const jobs = await openJobsApprovedSince(db, earliest, [
    ...new Set(subscribers.map((s) => s.work_category)),
  ]);
  const gazetteer = await loadGazetteer({ db });
  let mailed = 0;
  for (const s of subscribers.map((one) => withPlace(one, gazetteer))) {
    const since = Date.parse(sinceOf(s));
    const matching = jobs.filter(
      (j) =>
        j.approvedAt !== null && Date.parse(j.approvedAt) > since && jobMatchesPreference(asRuleJob(j), s),
    );
    await db.transaction(async (tx) => {
      if (!(await markDigest(tx, s.preferenceId, s.lastDigestAt, now.toISOString()))) return; // another instance
      const fresh = new Set(
        await claimJobsFor(
          tx,
          s.userId,
          matching.map((j) => j.id),
        ),
      );
      const toSend = matching.filter((j) => fresh.has(j.id));
      if (toSend.length === 0) return;
      await enqueueMail(
        tx,
        jobAlertMail(config, { to: s.email, lang: s.lang, token: s.token, jobs: toSend, daily: true }),
        `job-digest:${s.userId}:${now.toISOString()}`,
      );
      mailed++;
    });
  }
  if (mailed > 0) deps.outbox.nudge();
  return mailed;
}

/**
 * The one-click unsubscribe (no login): alerts off for the token's preference. Answers the seeker's
 * language, or null for a token no preference holds.
 */
export function unsubscribeFromAlerts(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { token: string },
): Promise<{ lang: Lang } | null> {
  return turnOffByToken(db, opts.token);
}

export function registerJobAlertHandlers(worker: Pick<OutboxWorker, 'register'>, deps: Deps) {
  worker.register(INSTANT_ALERTS_KIND, async (payload) => {
    await sendInstantAlerts(deps, { jobId: Number(payload.jobId) });
  });
}
