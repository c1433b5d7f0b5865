import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { LOGIN_CHALLENGE_MESSAGE, type AltchaChallenge } from '@portal/shared/schemas/accounts';
import type { App } from '../../app';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { DEFAULT_PASSWORD, buildJobseeker } from '../../../test/factories';
import { uniqueEmail } from './test-support';

// Issue 24, point 10: an address past its login ceiling (a carrier's address in the Maldives, many
// people behind it) is asked for a proof of work instead of being refused (docs/decisions/0025).
// AUTH_RATE_LIMIT=2: 2 failures per address + account, 20 per address (./throttles.ts).

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '2' });
});
afterAll(() => t.close());

const loginFrom = (app: App, ip: string, body: { email: string; password: string; altcha?: string }) =>
  app.inject({ method: 'POST', url: '/api/login', payload: body, remoteAddress: ip });

let nextAddress = 1;
/** A fresh address pushed past its ceiling: 20 wrong passwords over 10 accounts (2 each). */
async function busyAddress(app: App = t.app): Promise<string> {
  const ip = `198.51.100.${nextAddress++}`;
  for (let i = 0; i < 10; i++) {
    const email = uniqueEmail('stranger');
    for (let j = 0; j < 2; j++)
      expect((await loginFrom(app, ip, { email, password: 'a-wrong-guess' })).statusCode).toBe(401);
  }
  return ip;
}

/** The 429 that asks for work: the usual error body plus the challenge, and when none will be needed. */
function expectChallenge(res: Awaited<ReturnType<typeof loginFrom>>): AltchaChallenge {
  expect(res.statusCode).toBe(429);
  const body = res.json<{ challenge: AltchaChallenge }>();
  expect(body).toEqual({
    status: 429,
    code: 'rate_limited',
    message: LOGIN_CHALLENGE_MESSAGE,
    challenge: {
      parameters: expect.objectContaining({ algorithm: 'PBKDF2/SHA-256', cost: 5000 }),
      signature: expect.any(String),
    },
  });
  expect(body.challenge.parameters.expiresAt! * 1000).toBeGreaterThan(Date.now());
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  return body.challenge;
}

/** What the widget sends: base64 of `{challenge, solution}`, solved with altcha-lib as a browser would. */
async function solve(challenge: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('a login from an address past its ceiling', () => {
  it('is asked for a proof of work, and a right password with the solved challenge logs in', async () => {
    const ip = await busyAddress();
    const neighbour = await buildJobseeker(t.app);
    const challenge = expectChallenge(
      await loginFrom(t.app, ip, { email: neighbour.email, password: DEFAULT_PASSWORD }),
    );
    const res = await loginFrom(t.app, ip, {
      email: neighbour.email,
      password: DEFAULT_PASSWORD,
      altcha: await solve(challenge),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: MESSAGES.loggedIn, token: expect.any(String) });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(res.json().token),
    });
    expect(profile.json().data.email).toBe(neighbour.email);
  });

  it('accepts a solved challenge once: the same payload again gets a new challenge', async () => {
    const ip = await busyAddress();
    const neighbour = await buildJobseeker(t.app);
    const first = expectChallenge(
      await loginFrom(t.app, ip, { email: neighbour.email, password: DEFAULT_PASSWORD }),
    );
    const altcha = await solve(first);
    const body = { email: neighbour.email, password: DEFAULT_PASSWORD, altcha };
    expect((await loginFrom(t.app, ip, body)).statusCode).toBe(200);
    const again = expectChallenge(await loginFrom(t.app, ip, body));
    expect(again.signature).not.toBe(first.signature);
    // Ten at once with one fresh solution: exactly one gets through.
    const altcha2 = await solve(again);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => loginFrom(t.app, ip, { ...body, altcha: altcha2 })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(429)]);
  });

  it('refuses a forged or wrong payload with a new challenge', async () => {
    const ip = await busyAddress();
    const neighbour = await buildJobseeker(t.app);
    const login = (altcha: string) =>
      loginFrom(t.app, ip, { email: neighbour.email, password: DEFAULT_PASSWORD, altcha });
    const challenge = expectChallenge(await login('not-a-payload'));
    const solved = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString()) as {
      challenge: AltchaChallenge;
      solution: { counter: number; derivedKey: string };
    };
    const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
    // A wrong answer to a real challenge.
    expectChallenge(
      await login(encode({ ...solved, solution: { ...solved.solution, derivedKey: '00'.repeat(32) } })),
    );
    // A cheaper challenge than the one signed (the signature no longer matches).
    const cheaper = { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 1 } };
    expectChallenge(await login(encode({ ...solved, challenge: cheaper })));
    // A challenge this portal never signed, solved honestly.
    const foreign = { ...solved.challenge, signature: 'ab'.repeat(32) };
    expectChallenge(await login(encode({ ...solved, challenge: foreign })));
    // The untouched solution still works (nothing above spent it).
    expect((await login(encode(solved))).statusCode).toBe(200);
  });

  it('checks a wrong password with a solved challenge as usual, within the per-account limit', async () => {
    const ip = await busyAddress();
    const victim = await buildJobseeker(t.app);
    const guess = async (password: string) => {
      const challenge = expectChallenge(await loginFrom(t.app, ip, { email: victim.email, password }));
      return loginFrom(t.app, ip, { email: victim.email, password, altcha: await solve(challenge) });
    };
    for (const password of ['guess-one', 'guess-two']) {
      const res = await guess(password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 401,
        code: 'invalid_credentials',
        message_key: 'invalid_credentials',
        message: MESSAGES.invalidCredentials,
      });
    }
    // The account's limit from this address is spent: no challenge is offered, work buys nothing.
    const refused = await loginFrom(t.app, ip, { email: victim.email, password: DEFAULT_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 429,
      code: 'rate_limited',
      message_key: 'too_many_requests',
      message: MESSAGES.tooManyRequests,
    });
  });

  it('lets a burst of solved wrong guesses reach the password check at most the per-account limit', async () => {
    const ip = await busyAddress();
    const victim = await buildJobseeker(t.app);
    const challenges = await Promise.all(
      Array.from({ length: 6 }, async () =>
        expectChallenge(await loginFrom(t.app, ip, { email: uniqueEmail(), password: 'x-guess' })),
      ),
    );
    const payloads = await Promise.all(challenges.map(solve));
    const answers = await Promise.all(
      payloads.map((altcha, i) =>
        loginFrom(t.app, ip, { email: victim.email, password: `guess-${i}`, altcha }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });
});

describe('on two instances of one PostgreSQL database', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'refuses on instance B a challenge solved and spent on instance A (needs TEST_DATABASE_URL)',
    async () => {
      const a = await buildTestApp({ AUTH_RATE_LIMIT: '2' });
      const b = await buildTestApp({ AUTH_RATE_LIMIT: '2' }, { databaseUrl: a.databaseUrl! });
      try {
        const ip = await busyAddress(a.app);
        const neighbour = await buildJobseeker(a.app);
        const body = { email: neighbour.email, password: DEFAULT_PASSWORD };
        // B counts the address as A does and asks for work; A signed it and accepts the solution.
        const challenge = expectChallenge(await loginFrom(b.app, ip, body));
        const altcha = await solve(challenge);
        expect((await loginFrom(a.app, ip, { ...body, altcha })).statusCode).toBe(200);
        expectChallenge(await loginFrom(b.app, ip, { ...body, altcha }));
      } finally {
        await b.close();
        await a.close();
      }
    },
  );
});
