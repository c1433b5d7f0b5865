import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import type { Mailer } from '../plugins/mail';
import type { OutboxWorker } from '../plugins/outbox';
import type { Storage } from '../plugins/storage';

/**
 * What a service function may use (issue 6: `verbNoun(deps, options)`): named capabilities, never the
 * whole Fastify instance, so a service can be called from a route, the worker, a script or a test.
 * A service takes `Pick<ServiceDeps, ...>` of what it needs.
 */
export interface ServiceDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  storage: Storage;
  /** Durable background work: enqueue with `enqueue(tx, …)`, then `nudge()` after the commit. */
  outbox: OutboxWorker;
}

/**
 * The deps of a verb that may run inside its caller's transaction: `{ db: tx }` there, `{ db }` (or the
 * whole deps) elsewhere.
 */
export interface DbDeps {
  db: DbOrTx;
}

/** The deps of a built app (routes pass `depsOf(app)` or `depsOf(request.server)`). */
export function depsOf(app: FastifyInstance): ServiceDeps {
  return {
    db: app.db,
    config: app.config,
    log: app.log,
    mailer: app.mailer,
    storage: app.storage,
    outbox: app.outbox,
  };
}
