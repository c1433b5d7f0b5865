import { createHmac } from 'node:crypto';
import { and, asc, eq, like, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicJobView } from '@portal/shared/schemas/jobs';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema';
import { enqueue, type OutboxHandler } from '../../plugins/outbox';

// Publishing a job to the partner careers site and to social media (DESIGN §6, issue 9). Each delivery is
// a row of the durable outbox, enqueued in the transaction of the change (approval, edit, close), and
// delivered by the worker with retries and backoff; nothing is lost while a partner is down.

export type JobEvent = 'published' | 'updated' | 'closed';
export const PARTNER_KIND = 'partner-webhook';
export const SOCIAL_KIND = 'social-post';

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the shared secret>`. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/**
 * Queues the deliveries of a job event in the caller's transaction: the partner site hears every event
 * (an update or a close replaces what it shows); social media announces a job once, when first published.
 */
export async function enqueueJobDeliveries(
  tx: DbOrTx,
  config: Pick<Config, 'partnerWebhookUrl' | 'facebook'>,
  opts: { jobId: number; event: JobEvent; at?: Date },
): Promise<void> {
  const at = (opts.at ?? new Date()).getTime();
  if (config.partnerWebhookUrl) {
    await enqueue(tx, {
      kind: PARTNER_KIND,
      key: `partner:${opts.jobId}:${opts.event}:${at}`,
      payload: { jobId: opts.jobId, event: opts.event },
    });
  }
  if (opts.event === 'published') {
    const network = config.facebook ? 'facebook' : 'log';
    await enqueue(tx, {
      kind: SOCIAL_KIND,
      key: `social:${network}:${opts.jobId}`,
      payload: { jobId: opts.jobId, network },
    });
  }
}

type LoadJob = (id: number) => Promise<PublicJobView | null>;

/** The partner webhook: POSTs `{event, job, sent_at}` as JSON, signed; any answer but 2xx is retried. */
export function createPartnerWebhookHandler(
  config: Pick<Config, 'partnerWebhookUrl' | 'partnerWebhookSecret'>,
  loadJob: LoadJob,
  timeoutMs = 15_000,
): OutboxHandler {
  return async (payload, meta) => {
    if (!config.partnerWebhookUrl || !config.partnerWebhookSecret) return; // switched off since: nothing to do
    const jobId = Number(payload.jobId);
    const event = String(payload.event) as JobEvent;
    const job = await loadJob(jobId);
    const body = JSON.stringify({
      event: job ? event : 'closed',
      job: job ?? { id: jobId },
      sent_at: new Date().toISOString(),
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const res = await fetch(config.partnerWebhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-portal-event': event,
        'x-portal-delivery': meta.key,
        'x-portal-signature': signWebhook(config.partnerWebhookSecret, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text().catch(() => '');
    if (!res.ok)
      throw new Error(`partner answered HTTP ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}`);
  };
}

/** One social network: announce a job (its title, company, link). */
export interface SocialAdapter {
  name: string;
  post(job: PublicJobView, link: string): Promise<void>;
}

/** A Facebook Page through the Graph API (`POST /{page-id}/feed` with a message and the link). */
export function facebookAdapter(
  facebook: NonNullable<Config['facebook']>,
  timeoutMs = 15_000,
): SocialAdapter {
  return {
    name: 'facebook',
    async post(job, link) {
      const message = `We're hiring: ${job.title} at ${job.name} (${job.location}). Apply by ${job.expired_at.slice(0, 10)}.`;
      const res = await fetch(`${facebook.graphUrl}/${encodeURIComponent(facebook.pageId)}/feed`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ message, link, access_token: facebook.pageToken }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text().catch(() => '');
      if (!res.ok)
        throw new Error(`Facebook answered HTTP ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}`);
    },
  };
}

/** Offline: the announcement goes to the log (no network configured). */
export function logAdapter(log: FastifyBaseLogger): SocialAdapter {
  return {
    name: 'log',
    async post(job, link) {
      log.info({ jobId: job.id, title: job.title, link }, 'social post (log adapter: no network configured)');
    },
  };
}

export function createSocialPostHandler(
  config: Pick<Config, 'appUrl' | 'facebook'>,
  log: FastifyBaseLogger,
  loadJob: LoadJob,
): OutboxHandler {
  const adapters: Record<string, SocialAdapter> = { log: logAdapter(log) };
  if (config.facebook) adapters.facebook = facebookAdapter(config.facebook);
  return async (payload) => {
    const adapter = adapters[String(payload.network)];
    if (!adapter) return; // the network was switched off since
    const job = await loadJob(Number(payload.jobId));
    if (!job || !job.is_open) return; // closed before its turn came: nothing to announce
    await adapter.post(job, `${config.appUrl}/job/${job.id}`);
  };
}

export interface DeliveryView {
  channel: string;
  event: string | null;
  status: 'pending' | 'done' | 'dead';
  attempts: number;
  last_error: string | null;
  created_at: string;
  done_at: string | null;
}

const jobKeys = (jobId: number) =>
  or(like(outbox.key, `partner:${jobId}:%`), like(outbox.key, `social:%:${jobId}`));

/** The deliveries of a job, oldest first (the console shows them with a retry button). */
export async function listJobDeliveries(
  { db }: { db: DbOrTx },
  { jobId }: { jobId: number },
): Promise<DeliveryView[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(jobKeys(jobId))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  return rows.map((r) => {
    const parts = r.key.split(':');
    return {
      channel: r.kind === PARTNER_KIND ? 'partner' : (parts[1] ?? 'social'),
      event: r.kind === PARTNER_KIND ? (parts[2] ?? null) : 'published',
      status: r.status,
      attempts: r.attempts,
      last_error: r.lastError,
      created_at: new Date(r.createdAt).toISOString(),
      done_at: r.doneAt ? new Date(r.doneAt).toISOString() : null,
    };
  });
}

/** Puts a job's failed deliveries back in the queue now (attempts start again). */
export async function retryJobDeliveries(
  { db }: { db: DbOrTx },
  { jobId }: { jobId: number },
): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(jobKeys(jobId), eq(outbox.status, 'dead')))
    .returning({ id: outbox.id });
  return rows.length;
}
