import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGE_KEYS, API_MESSAGES, apiMessageKey } from '@portal/shared/api-messages';
import { ERROR_CODES } from '@portal/shared/error-codes';
import { MESSAGES } from '@portal/shared/messages';
import { AppError } from '../src/lib/app-error';
import { registerErrorHandling } from '../src/plugins/errors';
import { buildEmployer, buildJob, buildJobseeker, DEFAULT_PASSWORD, tokenFor } from './factories';
import { bearer, buildTestApp, type TestContext } from './helpers';
import { basicInfo, seeker, seekerWithCompleteProfile } from './seekers';

// Issue 31 point 4, decision 0060: an error answer whose message the web translates carries its
// `message_key`, beside the unchanged `status`, `code` and SPEC's English `message`.

describe('the message keys', () => {
  it('are snake_case, one per distinct English text', () => {
    for (const key of API_MESSAGE_KEYS) expect(key).toMatch(/^[a-z]+(_[a-z]+)*$/);
    const texts = Object.values(API_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
    expect(apiMessageKey('A text of no key')).toBeUndefined();
  });

  it('each come out of the error handler with their exact English message', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get<{ Params: { key: string } }>('/throw/:key', async (request) => {
      throw new AppError(403, API_MESSAGES[request.params.key as keyof typeof API_MESSAGES]);
    });
    for (const key of API_MESSAGE_KEYS) {
      const res = await app.inject({ method: 'GET', url: `/throw/${key}` });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 403,
        code: ERROR_CODES.forbidden,
        message_key: key,
        message: API_MESSAGES[key],
      });
    }
    await app.close();
  });
});

describe('routes answer with the message key', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('a wrong password: invalid_credentials, code and message as before', async () => {
    const user = await buildJobseeker(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: `${DEFAULT_PASSWORD}-wrong` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 401,
      code: ERROR_CODES.invalidCredentials,
      message_key: 'invalid_credentials',
      message: MESSAGES.invalidCredentials,
    });
  });

  it('tells the three forbidden answers apart: access_deny, country_blocked, subscriptions_failed', async () => {
    // Acting for another user.
    const s = await seeker(t.app);
    const other = await buildJobseeker(t.app);
    const e = await buildEmployer(t.app);
    const foreignJob = await buildJob(t.app, e.company.id, { preventInternationalApplicants: true });
    const deny = await t.app.inject({
      method: 'POST',
      url: '/api/job/application',
      headers: s.headers,
      payload: { job_id: foreignJob.id, cover_note: 'Dear Sir', candidate_id: other.id },
    });
    expect(deny.statusCode).toBe(403);
    expect(deny.json()).toMatchObject({
      code: ERROR_CODES.forbidden,
      message_key: 'access_deny',
      message: MESSAGES.accessDeny,
    });

    // A foreign seeker and a Maldivians-only job.
    const foreign = await seekerWithCompleteProfile(t.app);
    await t.app.inject({
      method: 'POST',
      url: `/api/job-seeker/profile-update/${foreign.profile.id}`,
      headers: foreign.headers,
      payload: basicInfo({ nationality: 'India' }),
    });
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/job/application',
      headers: foreign.headers,
      payload: { job_id: foreignJob.id, cover_note: 'Dear Sir' },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: ERROR_CODES.forbidden,
      message_key: 'country_blocked',
      message: MESSAGES.countryBlocked,
    });

    // An employer with no plan posting a job.
    const planless = await buildEmployer(t.app);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: bearer(await tokenFor(t.app, planless.user.id)),
      payload: {
        title: 'Front Office Associate',
        expired_at: new Date(Date.now() + 14 * 86_400_000).toISOString(),
        description: '<p>Welcome guests.</p>',
        sector: 'Private (Tourism)',
        category: 'Front Office',
        type: 'Full-time',
        positions: '02',
        qualification: 'A Level',
        experience: '1 - 2 years',
        salary_range: 'MVR 10000 - 14999',
        location: "Male'",
        required_items: { photographOption: true },
      },
    });
    expect(posted.statusCode).toBe(403);
    expect(posted.json()).toMatchObject({
      code: ERROR_CODES.forbidden,
      message_key: 'subscriptions_failed',
      message: MESSAGES.subscriptionsFailed,
    });
  });

  it('a validation message of the map (422) and an unknown API path (404) have theirs; other texts none', async () => {
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: 'mismatch@example.com',
        password: 'a-long-pass-99',
        password_confirmation: 'another-pass-99',
        role: 1,
      },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({
      message_key: 'password_mismatch',
      message: MESSAGES.passwordMismatch,
    });

    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(unknown.json()).toEqual({
      status: 404,
      code: ERROR_CODES.notFound,
      message_key: 'not_found',
      message: MESSAGES.notFound,
    });

    const fieldRequired = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(fieldRequired.statusCode).toBe(422);
    expect(fieldRequired.json().message_key).toBeUndefined();
  });
});
