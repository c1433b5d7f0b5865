import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AltchaChallenge } from '@portal/shared/schemas/accounts';
import type { DbOrTx } from '../../db/client';
import type { DbDeps } from '../../lib/deps';
import { readAltchaSecret, spendChallenge } from './altcha-store';

// The proof of work a login from a busy address pays instead of being refused (issue 24, point 10;
// docs/decisions/0025). Self-hosted ALTCHA: the server signs a challenge, the browser's widget finds the
// counter whose PBKDF2 key starts with the signed prefix, and the server checks the answer with one HMAC.

/**
 * The work: PBKDF2-SHA-256 (WebCrypto in every browser, so no WebAssembly, which the CSP does not allow)
 * at 5,000 iterations per try, and the answer is a counter drawn between 20 and 80: 250,000 iterations
 * on average. Measured in Chromium on the 2-core CI machine: about 10 ms per try, so half a second on
 * average and under a second at worst (decision 0025 has the figures); Node does it in some 0.07 s.
 */
export const LOGIN_POW = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 5_000,
  counterMin: 20,
  counterMax: 80,
  /** Long enough to solve on a slow phone and send; short enough that a stock of solutions goes stale. */
  ttlMs: 5 * 60_000,
} as const;

// One key per database, kept for the process once read (a failed read is not kept).
const secrets = new WeakMap<object, Promise<string>>();
function signingKeys(db: DbOrTx) {
  let secret = secrets.get(db);
  if (!secret) {
    secret = readAltchaSecret({ db });
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret.then((challengeKey) => ({
    challengeKey,
    // The derived key's signature uses its own key, made from the first (as altcha-lib's plugins do).
    solutionKey: createHmac('sha256', challengeKey).update('derived-secret').digest('hex'),
  }));
}

/** A new signed challenge for the login form's widget. */
export async function createLoginChallenge({ db }: DbDeps): Promise<AltchaChallenge> {
  const keys = await signingKeys(db);
  const challenge = await createChallenge({
    algorithm: LOGIN_POW.algorithm,
    cost: LOGIN_POW.cost,
    counter: randomInt(LOGIN_POW.counterMax, LOGIN_POW.counterMin),
    deriveKey,
    expiresAt: new Date(Date.now() + LOGIN_POW.ttlMs),
    hmacSignatureSecret: keys.challengeKey,
    hmacKeySignatureSecret: keys.solutionKey,
  });
  return challenge as AltchaChallenge;
}

/** The widget's payload (base64 of `{challenge, solution}`) read back; null when it is not one. */
function parsePayload(payload: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as unknown;
    if (!value || typeof value !== 'object') return null;
    const { challenge, solution } = value as { challenge?: Challenge; solution?: Solution };
    if (!challenge?.parameters || typeof challenge.signature !== 'string' || !solution) return null;
    if (typeof challenge.parameters.expiresAt !== 'number') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * True when `payload` solves a challenge this portal signed, not expired and never used before (on any
 * instance); it is then spent. Anything else (forged, wrong, expired, reused, garbage) is false.
 */
export async function spendLoginSolution({ db }: DbDeps, { payload }: { payload: string }): Promise<boolean> {
  const parsed = parsePayload(payload);
  if (!parsed) return false;
  const keys = await signingKeys(db);
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: keys.challengeKey,
      hmacKeySignatureSecret: keys.solutionKey,
    });
    verified = result.verified;
  } catch {
    // A payload whose fields are of the wrong kind makes the library throw: it is simply not a solution.
    return false;
  }
  if (!verified) return false;
  return spendChallenge(
    { db },
    { signature: parsed.challenge.signature!, expiresAtSeconds: parsed.challenge.parameters.expiresAt! },
  );
}
