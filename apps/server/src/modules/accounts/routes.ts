import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@portal/shared/error-codes';
import { MESSAGES } from '@portal/shared/messages';
import {
  authResponse,
  deleteAccountRequest,
  forgotPasswordRequest,
  loginRefusal,
  loginRequest,
  profileResponse,
  registerRequest,
  resetPasswordRequest,
  verifyEmailParams,
  verifyEmailResponse,
} from '@portal/shared/schemas/accounts';
import { errorResponses, messageResponse } from '@portal/shared/schemas/common';
import { AppError } from '../../lib/app-error';
import { depsOf } from '../../lib/deps';
import { assertPasswordNotCommon } from '../../lib/password-policy';
import { send } from '../../lib/reply';
import { authenticate, currentUser, requireRole } from '../../plugins/auth';
import { ROLES } from '@portal/shared/constants';
import { presentAccount, presentProfile } from './presenter';
import {
  accountThrottleRules,
  limitForgotPassword,
  limitPasswordReset,
  limitRegistration,
  LoginChallengeRequired,
  startLoginAttempt,
} from './throttles';
import {
  ACCOUNT_DELETED,
  deleteAccount,
  getProfile,
  loginAccount,
  logoutAccount,
  registerAccount,
  requestPasswordReset,
  resendVerificationEmail,
  resetPassword,
  verifyEmail,
} from './service';

/**
 * Account calls (SPEC §7.1): register, login, logout, profile, email verification, password reset.
 * Authentication runs on request, before the body is read; bodies are validated by the shared schemas
 * (422 per field through plugins/errors.ts).
 */
export default async function accountsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Resending the verification mail: per address and route (the plugin's own limit, Retry-After set).
  const authLimit = { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } };
  // Login, register, forgot and reset: counted before the work, per address and per account (./throttles.ts).
  const rules = accountThrottleRules(app.config.authRateLimit);
  const tags = ['accounts'];
  const deps = depsOf(app);

  api.post(
    '/register',
    {
      schema: {
        body: registerRequest,
        tags,
        response: { 201: authResponse, ...errorResponses(409, 422, 429) },
      },
    },
    async (request, reply) => {
      assertPasswordNotCommon(request.body.password);
      await limitRegistration(app.db, { ip: request.ip, email: request.body.email, rules });
      const { user, token } = await registerAccount(deps, request.body);
      return send(reply, 201, MESSAGES.registered, { data: presentAccount(user), token });
    },
  );

  const loginSchema = {
    summary:
      'Log in. From an address past its login ceiling the 429 carries an ALTCHA `challenge`: send the login again with the solved payload in `altcha`',
    body: loginRequest,
    tags,
    response: { 200: authResponse, ...errorResponses(401, 422), 429: loginRefusal },
  };
  api.post('/login', { schema: loginSchema }, async (request, reply) => {
    const { email, altcha } = request.body;
    let attempt: Awaited<ReturnType<typeof startLoginAttempt>>;
    try {
      attempt = await startLoginAttempt(app.db, { ip: request.ip, email, altcha, rules });
    } catch (err) {
      // The one error body with a field of its own: the challenge the widget solves (decision 0025).
      if (!(err instanceof LoginChallengeRequired)) throw err;
      const { code, message, challenge } = err;
      return reply
        .code(429)
        .headers(err.headers ?? {})
        .send({ status: 429, code, message, challenge });
    }
    let outcome: Awaited<ReturnType<typeof loginAccount>>;
    try {
      outcome = await loginAccount(deps, request.body);
    } catch (err) {
      // A wrong password keeps its attempt counted and adds to the account's failures.
      if (err instanceof AppError && err.code === ERROR_CODES.invalidCredentials) await attempt.failed();
      throw err;
    }
    await attempt.succeeded();
    const { user, token } = outcome;
    return send(reply, 200, MESSAGES.loggedIn, { token, data: presentAccount(user) });
  });

  const signedIn = { 200: messageResponse, ...errorResponses(401) };
  api.post(
    '/logout',
    { onRequest: authenticate, schema: { tags, response: signedIn } },
    async (request, reply) => {
      await logoutAccount(deps, { user: currentUser(request) });
      return send(reply, 200, MESSAGES.loggedOut);
    },
  );

  const profileSchema = { tags, response: { 200: profileResponse, ...errorResponses(401) } };
  api.get('/profile', { onRequest: authenticate, schema: profileSchema }, async (request, reply) => {
    const { user, company } = await getProfile(deps, { userId: currentUser(request).id });
    return send(reply, 200, 'Profile', { data: presentProfile(user, company) });
  });

  api.post(
    '/email-verification',
    {
      onRequest: authenticate,
      config: authLimit,
      schema: { tags, response: { ...signedIn, ...errorResponses(429, 503) } },
    },
    async (request, reply) => {
      const { sent } = await resendVerificationEmail(deps, { user: currentUser(request) });
      return send(reply, 200, sent ? MESSAGES.verificationSent : MESSAGES.emailAlreadyVerified);
    },
  );

  api.post(
    '/employ/delete-account',
    {
      onRequest: [authenticate, requireRole([ROLES.employer])],
      config: authLimit,
      schema: {
        summary: 'Delete the employer account (password required): the company and its jobs leave the site',
        tags,
        body: deleteAccountRequest,
        response: { 200: messageResponse, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      await deleteAccount(deps, { user: currentUser(request), password: request.body.password });
      return send(reply, 200, ACCOUNT_DELETED);
    },
  );

  api.post(
    '/job-seeker/delete-account',
    {
      onRequest: [authenticate, requireRole([ROLES.jobseeker])],
      config: authLimit,
      schema: {
        summary:
          'Delete the jobseeker account (password required): the profile leaves every employer view, files removed',
        tags,
        body: deleteAccountRequest,
        response: { 200: messageResponse, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      await deleteAccount(deps, { user: currentUser(request), password: request.body.password });
      return send(reply, 200, ACCOUNT_DELETED);
    },
  );

  api.get(
    '/verify-email/:userId/:token',
    {
      onRequest: authenticate,
      schema: {
        params: verifyEmailParams,
        tags,
        response: { 200: verifyEmailResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = await verifyEmail(deps, { user: currentUser(request), ...request.params });
      return send(reply, 200, MESSAGES.emailVerified, { data: presentAccount(user) });
    },
  );

  api.post(
    '/forgot-password',
    {
      schema: {
        body: forgotPasswordRequest,
        tags,
        response: { 200: messageResponse, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      await limitForgotPassword(app.db, { ip: request.ip, rules });
      await requestPasswordReset(deps, request.body);
      return send(reply, 200, MESSAGES.forgotPasswordSent);
    },
  );

  const resetSchema = {
    body: resetPasswordRequest,
    tags,
    response: { 200: messageResponse, ...errorResponses(400, 422, 429) },
  };
  api.post('/reset-password', { schema: resetSchema }, async (request, reply) => {
    await limitPasswordReset(app.db, { ip: request.ip, rules });
    assertPasswordNotCommon(request.body.password);
    await resetPassword(deps, request.body);
    return send(reply, 200, MESSAGES.passwordResetDone);
  });
}
