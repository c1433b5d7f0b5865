import type { FastifyInstance } from 'fastify';
import * as endpoints from '@portal/shared/endpoints/accounts';
import { ERROR_CODES } from '@portal/shared/error-codes';
import { DEFAULT_LANG } from '@portal/shared/lang';
import { MESSAGES } from '@portal/shared/messages';
import { AppError } from '../../lib/app-error';
import { depsOf, type ServiceDeps } from '../../lib/deps';
import { assertPasswordNotCommon } from '../../lib/password-policy';
import { send } from '../../lib/reply';
import { requestLang } from '../../lib/request-lang';
import { route, type RouteExtras } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { errorAnswer } from '../../plugins/errors';
import { presentAccount, presentProfile } from './presenter';
import {
  accountThrottleRules,
  type AccountThrottleRules,
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
  setAccountLang,
  verifyEmail,
} from './service';

/**
 * Account calls (SPEC §7.1): the endpoints of packages/shared/src/endpoints/accounts.ts. Authentication
 * runs on request, before the body is read; bodies are validated by the shared schemas (422 per field
 * through plugins/errors.ts).
 */
export default async function accountsRoutes(app: FastifyInstance) {
  const context: AccountRoutesContext = {
    deps: depsOf(app),
    // Login, register, forgot and reset: counted before the work, per address and per account (./throttles.ts).
    rules: accountThrottleRules(app.config.authRateLimit),
    // Resending the verification mail, deleting the account: per address and route (the plugin's own
    // limit, Retry-After set).
    authLimit: { config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } } },
  };
  sessionRoutes(app, context);
  accountCareRoutes(app, context);
}

interface AccountRoutesContext {
  deps: ServiceDeps;
  rules: AccountThrottleRules;
  authLimit: RouteExtras;
}

/** Register, login (with its throttles and proof of work), logout, profile. */
function sessionRoutes(app: FastifyInstance, { deps, rules }: AccountRoutesContext) {
  route(app, endpoints.register, async (request, reply) => {
    assertPasswordNotCommon(request.body.password);
    await limitRegistration(deps, { ip: request.ip, email: request.body.email, rules });
    const { user, token } = await registerAccount(deps, {
      ...request.body,
      lang: requestLang(request) ?? DEFAULT_LANG,
    });
    return send(reply, 201, MESSAGES.registered, { data: presentAccount(user), token });
  });

  route(app, endpoints.logIn, async (request, reply) => {
    const { email, altcha } = request.body;
    let attempt: Awaited<ReturnType<typeof startLoginAttempt>>;
    try {
      attempt = await startLoginAttempt(deps, { ip: request.ip, email, altcha, rules });
    } catch (err) {
      // The one error body with a field of its own: the challenge the widget solves (decision 0025).
      if (!(err instanceof LoginChallengeRequired)) throw err;
      const { code, message, challenge } = err;
      return reply
        .code(429)
        .headers(err.headers ?? {})
        .send({ ...errorAnswer(429, message, undefined, code), challenge });
    }
    let outcome: Awaited<ReturnType<typeof loginAccount>>;
    try {
      outcome = await loginAccount(deps, { ...request.body, lang: requestLang(request) });
    } catch (err) {
      // A wrong password keeps its attempt counted and adds to the account's failures.
      if (err instanceof AppError && err.code === ERROR_CODES.invalidCredentials) await attempt.failed();
      throw err;
    }
    await attempt.succeeded();
    const { user, token } = outcome;
    return send(reply, 200, MESSAGES.loggedIn, { token, data: presentAccount(user) });
  });

  route(app, endpoints.logOut, async (request, reply) => {
    await logoutAccount(deps, { user: currentUser(request) });
    return send(reply, 200, MESSAGES.loggedOut);
  });

  route(app, endpoints.setAccountLang, async (request, reply) => {
    await setAccountLang(deps, { user: currentUser(request), lang: request.body.lang });
    return send(reply, 200, 'Language saved');
  });

  route(app, endpoints.getProfile, async (request, reply) => {
    const { user, company } = await getProfile(deps, { userId: currentUser(request).id });
    return send(reply, 200, 'Profile', { data: presentProfile(user, company) });
  });
}

/** The account's care: the verification mail and link, deletion, the password reset. */
function accountCareRoutes(app: FastifyInstance, { deps, rules, authLimit }: AccountRoutesContext) {
  route(
    app,
    endpoints.resendVerificationEmail,
    async (request, reply) => {
      const { sent } = await resendVerificationEmail(deps, { user: currentUser(request) });
      return send(reply, 200, sent ? MESSAGES.verificationSent : MESSAGES.emailAlreadyVerified);
    },
    authLimit,
  );

  // Either role deletes its own account the same way (./service.ts deleteAccount).
  route(
    app,
    endpoints.deleteEmployerAccount,
    async (request, reply) => {
      await deleteAccount(deps, { user: currentUser(request), password: request.body.password });
      return send(reply, 200, ACCOUNT_DELETED);
    },
    authLimit,
  );

  route(
    app,
    endpoints.deleteJobseekerAccount,
    async (request, reply) => {
      await deleteAccount(deps, { user: currentUser(request), password: request.body.password });
      return send(reply, 200, ACCOUNT_DELETED);
    },
    authLimit,
  );

  route(app, endpoints.verifyEmail, async (request, reply) => {
    const user = await verifyEmail(deps, { user: currentUser(request), ...request.params });
    return send(reply, 200, MESSAGES.emailVerified, { data: presentAccount(user) });
  });

  route(app, endpoints.requestPasswordReset, async (request, reply) => {
    await limitForgotPassword(deps, { ip: request.ip, rules });
    await requestPasswordReset(deps, { ...request.body, lang: requestLang(request) });
    return send(reply, 200, MESSAGES.forgotPasswordSent);
  });

  route(app, endpoints.resetPassword, async (request, reply) => {
    await limitPasswordReset(deps, { ip: request.ip, rules });
    assertPasswordNotCommon(request.body.password);
    await resetPassword(deps, request.body);
    return send(reply, 200, MESSAGES.passwordResetDone);
  });
}
