import { ERROR_CODES } from '@portal/shared/error-codes';
import { MESSAGES } from '@portal/shared/messages';
import { LOGIN_CHALLENGE_MESSAGE, type AltchaChallenge } from '@portal/shared/schemas/accounts';
import type { DbOrTx } from '../../db/client';
import type { DbDeps } from '../../lib/deps';
import { AppError, tooManyRequests } from '../../lib/app-error';
import {
  consumeAttempt,
  consumeAttempts,
  giveBackAttempt,
  readAttempts,
  type ThrottleHit,
  type ThrottleRule,
} from '../../plugins/throttle';
import { createLoginChallenge, spendLoginSolution } from './altcha';

// The abuse limits of the account calls (issue 7, docs/decisions/0012). `base` is AUTH_RATE_LIMIT
// (default 10). Many users share one address (mobile carriers, offices), so an address alone gets a far
// higher ceiling than one address guessing one account. An account under attack from many addresses is
// slowed down, not locked: once it has collected failures, addresses that have themselves failed on it
// get one try per interval between them, while an address with no failure on it (its owner's phone)
// passes straight to the password check — an attacker can never keep the owner out. An address past
// its own ceiling is not refused either: each login from it must first pay a proof of work (./altcha.ts,
// docs/decisions/0025), so neighbours behind one carrier address still log in while every guess costs.

const MINUTE = 60_000;

export function accountThrottleRules(base: number) {
  return {
    /** Wrong passwords from one address for one account. */
    loginPair: { max: base, windowMs: 15 * MINUTE },
    /** Wrong passwords from one address, all accounts together; past it, a proof of work per login. */
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
 * A login from an address past its ceiling that brought no unspent solved challenge: a 429 that carries a
 * new challenge (the route puts it in the body). Retry-After says when no challenge will be needed.
 */
export class LoginChallengeRequired extends AppError {
  constructor(
    readonly challenge: AltchaChallenge,
    retryAfterSeconds: number,
  ) {
    super(429, LOGIN_CHALLENGE_MESSAGE, undefined, ERROR_CODES.rateLimited, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

/**
 * Counts a login attempt before the password is checked (429 with Retry-After when over a limit; past
 * the address's ceiling, a 429 with a challenge unless `altcha` is a solved one, spent here). The
 * caller reports the outcome: `failed()` after a wrong password (the account's failure count), or
 * `succeeded()` (the attempt is given back, so the owner's own logins never use up a limit).
 */
export async function startLoginAttempt(
  { db }: DbDeps,
  opts: { ip: string; email: string; rules: AccountThrottleRules; altcha?: string },
): Promise<{ succeeded(): Promise<void>; failed(): Promise<void> }> {
  const { rules } = opts;
  const email = opts.email.toLowerCase();
  const accountKey = `login:account:${email}`;
  const { hits } = await consumeAttempts(db, [
    { key: `login:pair:${opts.ip}:${email}`, rule: rules.loginPair },
    { key: `login:address:${opts.ip}`, rule: rules.loginAddress },
  ]);
  const [pair, address] = hits as [ThrottleHit, ThrottleHit];
  // One address guessing one account: no amount of work buys more guesses.
  if (!pair.allowed) throw tooManyRequests(MESSAGES.tooManyRequests, pair.ttlMs / 1000);
  if (!address.allowed && !(opts.altcha && (await spendLoginSolution({ db }, { payload: opts.altcha })))) {
    // Asking for the work is not a guess: it does not use up this account's attempts from here.
    await giveBackAttempt(db, pair.key);
    throw new LoginChallengeRequired(await createLoginChallenge({ db }), address.ttlMs / 1000);
  }
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
  { db }: DbDeps,
  opts: { ip: string; email: string; rules: AccountThrottleRules },
): Promise<void> {
  await consumeOrRefuse(db, [
    { key: `register:email:${opts.email.toLowerCase()}`, rule: opts.rules.registerEmail },
    { key: `register:address:${opts.ip}`, rule: opts.rules.registerAddress },
  ]);
}

export async function limitForgotPassword({ db }: DbDeps, opts: { ip: string; rules: AccountThrottleRules }) {
  await consumeOrRefuse(db, [{ key: `forgot:address:${opts.ip}`, rule: opts.rules.forgotAddress }]);
}

export async function limitPasswordReset({ db }: DbDeps, opts: { ip: string; rules: AccountThrottleRules }) {
  await consumeOrRefuse(db, [{ key: `reset:address:${opts.ip}`, rule: opts.rules.resetAddress }]);
}
