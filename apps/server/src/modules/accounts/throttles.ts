import { MESSAGES } from '@portal/shared/messages';
import type { DbOrTx } from '../../db/client';
import { tooManyRequests } from '../../lib/app-error';
import {
  consumeAttempt,
  consumeAttempts,
  giveBackAttempt,
  readAttempts,
  type ThrottleRule,
} from '../../plugins/throttle';

// The abuse limits of the account calls (issue 7, docs/decisions/0012). `base` is AUTH_RATE_LIMIT
// (default 10). Many users share one address (mobile carriers, offices), so an address alone gets a far
// higher ceiling than one address guessing one account. An account under attack from many addresses is
// slowed down, not locked: once it has collected failures, addresses that have themselves failed on it
// get one try per interval between them, while an address with no failure on it (its owner's phone)
// passes straight to the password check — an attacker can never keep the owner out.

const MINUTE = 60_000;

export function accountThrottleRules(base: number) {
  return {
    /** Wrong passwords from one address for one account. */
    loginPair: { max: base, windowMs: 15 * MINUTE },
    /** Wrong passwords from one address, all accounts together. */
    loginAddress: { max: base * 10, windowMs: 15 * MINUTE },
    /** Failures on one account from anywhere after which failing addresses are slowed down. */
    loginAccountFailures: { max: Math.max(3, Math.ceil(base / 2)), windowMs: 15 * MINUTE },
    /** Then: one try per interval for the addresses that already failed on it. */
    loginAccountInterval: { max: 1, windowMs: 10_000 },
    registerEmail: { max: 5, windowMs: 60 * MINUTE },
    registerAddress: { max: base * 5, windowMs: 60 * MINUTE },
    forgotAddress: { max: base * 5, windowMs: 60 * MINUTE },
    resetAddress: { max: base * 2, windowMs: 15 * MINUTE },
  } satisfies Record<string, ThrottleRule>;
}
export type AccountThrottleRules = ReturnType<typeof accountThrottleRules>;

async function consumeOrRefuse(db: DbOrTx, checks: { key: string; rule: ThrottleRule }[]) {
  const { hits, retryAfterSeconds } = await consumeAttempts(db, checks);
  if (retryAfterSeconds !== null) throw tooManyRequests(MESSAGES.tooManyRequests, retryAfterSeconds);
  return hits;
}

/**
 * Counts a login attempt before the password is checked (429 with Retry-After when over a limit). The
 * caller reports the outcome: `failed()` after a wrong password (the account's failure count), or
 * `succeeded()` (the attempt is given back, so the owner's own logins never use up a limit).
 */
export async function startLoginAttempt(
  db: DbOrTx,
  opts: { ip: string; email: string; rules: AccountThrottleRules },
): Promise<{ succeeded(): Promise<void>; failed(): Promise<void> }> {
  const { rules } = opts;
  const email = opts.email.toLowerCase();
  const accountKey = `login:account:${email}`;
  const hits = await consumeOrRefuse(db, [
    { key: `login:pair:${opts.ip}:${email}`, rule: rules.loginPair },
    { key: `login:address:${opts.ip}`, rule: rules.loginAddress },
  ]);
  const pair = hits[0]!;
  // The slowdown lane: only addresses that have already failed on this account, and only once the
  // account has collected its failures from everywhere.
  const failedHereBefore = pair.count > 1;
  if (failedHereBefore && (await readAttempts(db, accountKey)) >= rules.loginAccountFailures.max) {
    await consumeOrRefuse(db, [{ key: `login:slow:${email}`, rule: rules.loginAccountInterval }]);
  }
  return {
    async succeeded() {
      await Promise.all(hits.map((h) => giveBackAttempt(db, h.key)));
    },
    async failed() {
      await consumeAttempt(db, accountKey, rules.loginAccountFailures);
    },
  };
}

export async function limitRegistration(
  db: DbOrTx,
  opts: { ip: string; email: string; rules: AccountThrottleRules },
): Promise<void> {
  await consumeOrRefuse(db, [
    { key: `register:email:${opts.email.toLowerCase()}`, rule: opts.rules.registerEmail },
    { key: `register:address:${opts.ip}`, rule: opts.rules.registerAddress },
  ]);
}

export async function limitForgotPassword(db: DbOrTx, opts: { ip: string; rules: AccountThrottleRules }) {
  await consumeOrRefuse(db, [{ key: `forgot:address:${opts.ip}`, rule: opts.rules.forgotAddress }]);
}

export async function limitPasswordReset(db: DbOrTx, opts: { ip: string; rules: AccountThrottleRules }) {
  await consumeOrRefuse(db, [{ key: `reset:address:${opts.ip}`, rule: opts.rules.resetAddress }]);
}
