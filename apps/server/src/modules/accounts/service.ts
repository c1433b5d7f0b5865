import { ROLES } from '@portal/shared/constants';
import { ERROR_CODES } from '@portal/shared/error-codes';
import { MESSAGES } from '@portal/shared/messages';
import type { LoginInput, RegisterInput, ResetPasswordInput } from '@portal/shared/schemas/accounts';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { issueSessionToken, revokeSession, revokeUserSessions, type AuthUser } from '../../plugins/auth';
import { findCompanySummary } from '../companies/service';
import { resetPasswordMail, sendInBackground, verifyEmailMail } from './mails';
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
  updateUserPassword,
  type TokenPurpose,
  type UserRow,
} from './repository';

export const VERIFY_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const TTL: Record<TokenPurpose, number> = {
  verify_email: VERIFY_TOKEN_TTL_MS,
  reset_password: RESET_TOKEN_TTL_MS,
};

/** What the account use cases that send mail use (they keep the name `app` for the parts being reworked). */
type MailingDeps = Pick<ServiceDeps, 'db' | 'config' | 'mailer' | 'log'>;

/** 503 when the mail the user explicitly asked for could not be handed to the mail server. */
export const MAIL_UNAVAILABLE_MESSAGE =
  'We could not send the email right now. Please try again in a few minutes.';

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
 * POST register: the user, a verify-email token and a session are written together; the verify mail
 * is sent after the commit and its failure does not undo the account (docs/decisions/0005).
 */
export async function registerAccount(
  app: MailingDeps,
  opts: Pick<RegisterInput, 'role' | 'email' | 'password'>,
): Promise<{ user: UserRow; token: string }> {
  if (await findUserByEmail(app.db, opts.email)) throw conflict(MESSAGES.emailTaken, ERROR_CODES.emailTaken);
  const passwordHash = await hashPassword(opts.password);
  const { user, token, verifyToken } = await app.db.transaction(async (tx) => {
    const user = await insertUser(tx, { role: opts.role, email: opts.email, passwordHash });
    if (!user) throw conflict(MESSAGES.emailTaken, ERROR_CODES.emailTaken);
    const verifyToken = await issueOneTimeToken(tx, user.id, 'verify_email');
    const token = await issueSessionToken(tx, user.id);
    return { user, token, verifyToken };
  });
  sendInBackground(
    app,
    verifyEmailMail(app.config, { to: user.email, userId: user.id, token: verifyToken }),
    'verify_email',
  );
  return { user, token };
}

// Compared against when the email is unknown, so that both failures take as long.
let decoyHash: Promise<string> | null = null;

/** POST login: one generic 401 for an unknown email and a wrong password. */
export async function loginAccount(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: LoginInput,
): Promise<{ user: UserRow; token: string }> {
  const user = await findUserByEmail(db, opts.email);
  if (!user) {
    await verifyPassword(await (decoyHash ??= hashPassword(newToken())), opts.password);
    throw unauthorized(MESSAGES.invalidCredentials, ERROR_CODES.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, opts.password)))
    throw unauthorized(MESSAGES.invalidCredentials, ERROR_CODES.invalidCredentials);
  const token = await issueSessionToken(db, user.id);
  return { user, token };
}

/** POST logout: revokes the session of the token used for this call. */
export async function logoutAccount(
  { db }: Pick<ServiceDeps, 'db'>,
  opts: { user: AuthUser },
): Promise<void> {
  await revokeSession(db, opts.user.sessionId);
}

/** GET profile: the user, and for an employer the own company's id and name. */
export async function getProfile({ db }: Pick<ServiceDeps, 'db'>, opts: { userId: number }) {
  const user = await findUserById(db, opts.userId);
  if (!user) throw unauthorized(MESSAGES.unauthenticated);
  const company = user.role === ROLES.employer ? await findCompanySummary({ db }, { userId: user.id }) : null;
  return { user, company };
}

/**
 * POST email-verification: a new link (older ones stop working). The user asked for this mail, so a
 * send failure is reported (503) rather than swallowed. Already verified: nothing is sent.
 */
export async function resendVerificationEmail(
  app: MailingDeps,
  opts: { user: AuthUser },
): Promise<{ sent: boolean }> {
  const user = await findUserById(app.db, opts.user.id);
  if (!user) throw unauthorized(MESSAGES.unauthenticated);
  if (user.emailVerifiedAt) return { sent: false };
  const token = await issueOneTimeToken(app.db, user.id, 'verify_email');
  try {
    await app.mailer.send(verifyEmailMail(app.config, { to: user.email, userId: user.id, token }));
  } catch (err) {
    app.log.error({ err, userId: user.id }, 'verification mail could not be sent');
    throw new AppError(503, MAIL_UNAVAILABLE_MESSAGE);
  }
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
 * POST forgot-password: a reset link for a known email, nothing for an unknown one; the caller cannot
 * tell which (same answer, and the mail is sent in the background so the timing does not differ much).
 */
export async function requestPasswordReset(app: MailingDeps, opts: { email: string }): Promise<void> {
  const user = await findUserByEmail(app.db, opts.email);
  if (!user) return;
  const token = await issueOneTimeToken(app.db, user.id, 'reset_password');
  sendInBackground(app, resetPasswordMail(app.config, { to: user.email, token }), 'reset_password');
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
