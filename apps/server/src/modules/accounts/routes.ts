import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '@portal/shared/messages';
import {
  authResponse,
  forgotPasswordRequest,
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
import { send } from '../../lib/reply';
import { authenticate, currentUser } from '../../plugins/auth';
import { flushPendingMails } from './mails';
import { presentAccount, presentProfile } from './presenter';
import {
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
  // Per IP and per route; the calls that guess passwords or send mail.
  const authLimit = { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } };
  const tags = ['accounts'];
  const deps = depsOf(app);
  app.addHook('onClose', async () => flushPendingMails(app));

  api.post(
    '/register',
    {
      config: authLimit,
      schema: {
        body: registerRequest,
        tags,
        response: { 201: authResponse, ...errorResponses(409, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user, token } = await registerAccount(deps, request.body);
      return send(reply, 201, MESSAGES.registered, { data: presentAccount(user), token });
    },
  );

  // Login counts failed attempts only (per IP): a correct password is never slowed down, and after
  // authRateLimit failures within a minute even the correct one waits (brute force).
  const failedLogins = app.createRateLimit({
    max: app.config.authRateLimit,
    timeWindow: '1 minute',
    keyGenerator: (request) => `login-failed-${request.ip}`,
  });
  const loginSchema = {
    body: loginRequest,
    tags,
    response: { 200: authResponse, ...errorResponses(401, 422, 429) },
  };
  api.post('/login', { schema: loginSchema }, async (request, reply) => {
    const limit = await failedLogins(request, { increment: false });
    if (!limit.isAllowed && limit.remaining <= 0) {
      reply.header('retry-after', String(Math.max(1, limit.ttlInSeconds)));
      throw new AppError(429, MESSAGES.tooManyRequests);
    }
    try {
      const { user, token } = await loginAccount(deps, request.body);
      return send(reply, 200, MESSAGES.loggedIn, { token, data: presentAccount(user) });
    } catch (err) {
      if (err instanceof AppError && err.status === 401) await failedLogins(request);
      throw err;
    }
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
      config: authLimit,
      schema: {
        body: forgotPasswordRequest,
        tags,
        response: { 200: messageResponse, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body);
      return send(reply, 200, MESSAGES.forgotPasswordSent);
    },
  );

  const resetSchema = {
    body: resetPasswordRequest,
    tags,
    response: { 200: messageResponse, ...errorResponses(400, 422) },
  };
  api.post('/reset-password', { schema: resetSchema }, async (request, reply) => {
    await resetPassword(deps, request.body);
    return send(reply, 200, MESSAGES.passwordResetDone);
  });
}
