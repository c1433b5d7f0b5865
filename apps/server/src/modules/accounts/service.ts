import { ROLES } from '@portal/shared/constants';
import { ERROR_CODES } from '@portal/shared/error-codes';
import { MESSAGES } from '@portal/shared/messages';
import type { Lang } from '@portal/shared/lang';
import type { LoginInput, RegisterInput, ResetPasswordInput } from '@portal/shared/schemas/accounts';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, forbidden, unauthorized, validationFailed } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { consumeAttempt } from '../../plugins/throttle';
import { issueSessionToken, revokeSession, revokeUserSessions, type AuthUser } from '../../plugins/auth';
import { findCompanySummary, retireCompanyOf } from '../companies/service';
import { discardStored } from '../files/service';
import { retireSeekerOf } from '../seekers/service';
import { enqueueMail } from '../../plugins/mail';
import { resetPasswordMail, verifyEmailMail } from './mails';
import { canUseVerifyLink } from './policy';
import {
  consumeToken,
  deleteUnusedTokens,
  findUserByEmail,
  findUserById,
  findUsableToken,
  insertOneTimeToken,
  insertUser,
  markEmailVerified,
  markUserDeleted,
  updateUserPassword,
  type TokenPurpose,
  type UserRow,
  setUserLang,
} from './repository';

export const VERIFY_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const TTL: Record<TokenPurpose, number> = {
  verify_email: VERIFY_TOKEN_TTL_MS,
  reset_password: RESET_TOKEN_TTL_MS,
};

/** What the account use cases that send mail use: the mail is queued with the change (plugins/outbox.ts). */
type MailingDeps = Pick<ServiceDeps, 'db' | 'config' | 'outbox'>;

/** The idempotency key of the mail that carries a token: one mail per token, however often retried. */
const mailKey = (purpose: TokenPurpose, token: string) => `${purpose}:${hashToken(token).slice(0, 32)}`;

/** Forgot-password mails per email: at most 3 an hour and none within 5 minutes of the last (issue 7). */
export const RESET_MAILS_PER_HOUR = 3;
export const RESET_MAIL_SPACING_MS = 5 * 60 * 1000;

/**
 * A new single-use token for a mailed link; the user's older unused tokens of the same purpose stop
 * working. Only the hash is stored.
 */
async function issueOneTimeToken(db: DbOrTx, userId: number, purpose: TokenPurpose): Promise<string> {
  const token = newToken();
  await deleteUnusedTokens(db, userId, purpose);
  await insertOneTimeToken(db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TTL[purpose]).toISOString(),
  });
  return token;
}

/**
 * POST register: the user, a verify-email token, a session and the verify mail (queued) are written
 * together; the mail goes out from the background worker, retried until the mail server takes it.
 */
export async function registerAccount(
  app: MailingDeps,
  opts: Pick<RegisterInput, 'role' | 'email' | 'password'> & { lang: Lang },
): Promise<{ user: UserRow; token: string }> {
  if (await findUserByEmail(app.db, opts.email)) throw conflict(MESSAGES.emailTaken, ERROR_CODES.emailTaken);
  const passwordHash = await hashPassword(opts.password);
  const { user, token } = await app.db.transaction(async (tx) => {
    const user = await insertUser(tx, { role: opts.role, email: opts.email, passwordHash, lang: opts.lang });
    if (!user) throw conflict(MESSAGES.emailTaken, ERROR_CODES.emailTaken);
    const verifyToken = await issueOneTimeToken(tx, user.id, 'verify_email');
    const token = await issueSessionToken(tx, user.id);
    await enqueueMail(
      tx,
      verifyEmailMail(app.config, { to: user.email, userId: user.id, token: verifyToken, lang: user.lang }),
      mailKey('verify_email', verifyToken),
    );
    return { user, token };
  });
  app.outbox.nudge();
  return { user, token };
}

// Compared against when the email is unknown, so that both failures take as long.
let decoyHash: Promise<string> | null = null;

/**
 * POST login: one generic 401 for an unknown email and a wrong password. `lang` is the page's language
 * when the request says it (the `lang` cookie): the portal writes to the user in it from now on.
 */
export async function loginAccount(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: LoginInput & { lang: Lang | null },
): Promise<{ user: UserRow; token: string }> {
  const user = await findUserByEmail(db, opts.email);
  if (!user) {
    await verifyPassword(await (decoyHash ??= hashPassword(newToken())), opts.password);
    throw unauthorized(MESSAGES.invalidCredentials, ERROR_CODES.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, opts.password)))
    throw unauthorized(MESSAGES.invalidCredentials, ERROR_CODES.invalidCredentials);
  const token = await issueSessionToken(db, user.id);
  if (opts.lang && opts.lang !== user.lang) await setUserLang(db, user.id, opts.lang);
  return { user, token };
}

/** POST logout: revokes the session of the token used for this call. */
export async function logoutAccount(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { user: AuthUser },
): Promise<void> {
  await revokeSession(db, opts.user.sessionId);
}

/**
 * PUT account/lang: the language chosen with the header's switch while signed in (issue 31), so that the
 * next mail is in it without waiting for the next login. One conditional update.
 */
export async function setAccountLang(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { user: AuthUser; lang: Lang },
): Promise<void> {
  await setUserLang(db, opts.user.id, opts.lang);
}

/** GET profile: the user, and for an employer the own company's id and name. */
export async function getProfile({ db }: Pick<ServiceDeps, 'db'>, opts: { userId: number }) {
  const user = await findUserById(db, opts.userId);
  if (!user) throw unauthorized(MESSAGES.unauthenticated);
  const company = user.role === ROLES.employer ? await findCompanySummary({ db }, { userId: user.id }) : null;
  return { user, company };
}

/**
 * POST email-verification: a new link (older ones stop working), queued with its token in one
 * transaction, so the answer is true as soon as it is given. Already verified: nothing is sent.
 */
export async function resendVerificationEmail(
  app: MailingDeps,
  opts: { user: AuthUser },
): Promise<{ sent: boolean }> {
  const user = await findUserById(app.db, opts.user.id);
  if (!user) throw unauthorized(MESSAGES.unauthenticated);
  if (user.emailVerifiedAt) return { sent: false };
  await app.db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, user.id, 'verify_email');
    await enqueueMail(
      tx,
      verifyEmailMail(app.config, { to: user.email, userId: user.id, token, lang: user.lang }),
      mailKey('verify_email', token),
    );
  });
  app.outbox.nudge();
  return { sent: true };
}

/**
 * GET verify-email/{userId}/{token}: the link must be the caller's own (403 otherwise) and the token an
 * unused, unexpired verify token of that user (400 otherwise). Using it spends every verify token.
 */
export async function verifyEmail(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { user: AuthUser; userId: string; token: string },
): Promise<UserRow> {
  if (!/^[1-9][0-9]{0,9}$/.test(opts.userId))
    throw badRequest(MESSAGES.invalidVerifyToken, ERROR_CODES.invalidToken);
  if (!canUseVerifyLink(opts.user, Number(opts.userId))) throw forbidden(MESSAGES.accessDeny);
  const found = await findUsableToken(db, { purpose: 'verify_email', tokenHash: hashToken(opts.token) });
  if (!found || found.userId !== opts.user.id)
    throw badRequest(MESSAGES.invalidVerifyToken, ERROR_CODES.invalidToken);
  return db.transaction(async (tx) => {
    if (!(await consumeToken(tx, found.tokenId)))
      throw badRequest(MESSAGES.invalidVerifyToken, ERROR_CODES.invalidToken);
    await deleteUnusedTokens(tx, found.userId, 'verify_email');
    const user = await markEmailVerified(tx, found.userId);
    if (!user) throw badRequest(MESSAGES.invalidVerifyToken, ERROR_CODES.invalidToken);
    return user;
  });
}

/**
 * POST forgot-password: a reset link for a known email, nothing for an unknown one, and nothing more
 * than RESET_MAILS_PER_HOUR an hour nor within RESET_MAIL_SPACING_MS of the last (counted in the
 * database, so on every instance): the caller gets the same answer in every case and cannot tell which.
 */
export async function requestPasswordReset(
  app: MailingDeps,
  opts: { email: string; lang: Lang | null },
): Promise<void> {
  const user = await findUserByEmail(app.db, opts.email);
  if (!user) return;
  const spacing = await consumeAttempt(app.db, `reset-mail:recent:${user.id}`, {
    max: 1,
    windowMs: RESET_MAIL_SPACING_MS,
  });
  if (!spacing.allowed) return;
  const hourly = await consumeAttempt(app.db, `reset-mail:hour:${user.id}`, {
    max: RESET_MAILS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
  });
  if (!hourly.allowed) return;
  await app.db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, user.id, 'reset_password');
    await enqueueMail(
      tx,
      // In the language of the page that asked (the visitor reads it now), else the account's.
      resetPasswordMail(app.config, { to: user.email, token, lang: opts.lang ?? user.lang }),
      mailKey('reset_password', token),
    );
  });
  app.outbox.nudge();
}

/**
 * POST reset-password: the token must be an unused, unexpired reset token of the user with this email.
 * The new hash, the spent token and the revocation of every session are written together.
 */
export async function resetPassword(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: Pick<ResetPasswordInput, 'token' | 'email' | 'password'>,
) {
  const found = await findUsableToken(db, {
    purpose: 'reset_password',
    tokenHash: hashToken(opts.token),
  });
  if (!found || found.email !== opts.email)
    throw badRequest(MESSAGES.invalidResetToken, ERROR_CODES.invalidToken);
  const passwordHash = await hashPassword(opts.password);
  await db.transaction(async (tx) => {
    if (!(await consumeToken(tx, found.tokenId)))
      throw badRequest(MESSAGES.invalidResetToken, ERROR_CODES.invalidToken);
    await deleteUnusedTokens(tx, found.userId, 'reset_password');
    await updateUserPassword(tx, found.userId, passwordHash);
    await revokeUserSessions(tx, found.userId);
  });
}

export const WRONG_PASSWORD = 'The password is incorrect.';
export const ACCOUNT_DELETED = 'Your account has been deleted.';

/**
 * POST employ/delete-account (issue 8) and POST job-seeker/delete-account (issue 10): with the password,
 * the account is marked deleted and every session ends. An employer's company and jobs leave the public
 * pages (invoices stay for the operators); a seeker's profile leaves every employer view and the seeker's
 * files are removed after the commit (applications stay for the employers who received them).
 */
export async function deleteAccount(
  { db, storage, log, config, outbox }: Pick<ServiceDeps, 'db' | 'storage' | 'log' | 'config' | 'outbox'>,
  opts: { user: AuthUser; password: string },
): Promise<void> {
  const row = await findUserById(db, opts.user.id);
  if (!row || !(await verifyPassword(row.passwordHash, opts.password))) {
    throw validationFailed({ password: [WRONG_PASSWORD] });
  }
  const at = new Date().toISOString();
  const unusable = await hashPassword(newToken());
  const removedFiles = await db.transaction(async (tx) => {
    // The conditional mark comes first: of simultaneous deletions only the one that marked the user
    // retires the profile or company; the others find it done and answer the same (issue 24, point 2).
    if (!(await markUserDeleted(tx, row.id, at, unusable))) return [];
    const keys =
      row.role === ROLES.jobseeker
        ? await retireSeekerOf({ db: tx }, { userId: row.id, at })
        : (await retireCompanyOf({ db: tx, config }, { userId: row.id, at }), []);
    await revokeUserSessions(tx, row.id);
    return keys;
  });
  outbox.nudge();
  for (const key of removedFiles) await discardStored({ storage, log }, { key });
}

export { countSignupsByMonth, type SignupsMonth } from './figures-service';
