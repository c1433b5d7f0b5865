import { z } from 'zod';
import { COMPANY_SIZES, ROLES, SECTORS } from '../constants';
import { LANGS } from '../lang';
import { MESSAGES } from '../messages';
import {
  choiceField,
  emailField,
  envelopeWith,
  errorBody,
  phoneField,
  required,
  requiredText,
} from './common';

export const PASSWORD_MIN = 8;

/**
 * The password rules beyond the length (OWASP ASVS V2.1). The server also refuses common and breached
 * passwords from an offline list (apps/server/src/lib/password-policy.ts), kept out of the web bundle.
 */
export const PASSWORD_MESSAGES = {
  whitespace: 'The password may not consist of spaces only.',
  ownEmail: 'The password may not be your email address.',
  common: 'This password is too common or has appeared in a data breach. Please choose another one.',
} as const;

const password = (label = 'password') =>
  z
    .string({ error: required(label) })
    .min(1, required(label))
    .min(PASSWORD_MIN, `The ${label} must be at least ${PASSWORD_MIN} characters.`)
    .max(200, `The ${label} may not be greater than 200 characters.`)
    .refine((v) => /\S/.test(v), PASSWORD_MESSAGES.whitespace);

/** The own email, or the part before the @, as the password (compared without case and outer spaces). */
export function isOwnEmailPassword(password: string, email: string): boolean {
  const p = password.trim().toLowerCase();
  const e = email.trim().toLowerCase();
  return p.length > 0 && (p === e || p === e.split('@')[0]);
}
const notOwnEmail = {
  message: PASSWORD_MESSAGES.ownEmail,
  path: ['password'],
};

export const loginRequest = z.object({
  email: emailField(),
  password: z.string({ error: required('password') }).min(1, required('password')),
  /**
   * The ALTCHA widget's payload (base64 of `{challenge, solution}`), sent only after the server asked
   * this address for a proof of work (a 429 with `challenge`; docs/decisions/0025).
   */
  altcha: z.string().max(4000).optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;
export type LoginInput = z.output<typeof loginRequest>;

/** PUT account/lang: the interface language the signed-in user chose, which the portal writes to them in. */
export const accountLangRequest = z.object({
  lang: z.enum(LANGS, { error: 'The lang must be en or dv.' }),
});
export type AccountLangRequest = z.input<typeof accountLangRequest>;

export const registerRequest = z
  .object({
    role: z.coerce
      .number({ error: required('role') })
      .refine((r) => r === ROLES.jobseeker || r === ROLES.employer, 'The selected role is invalid.'),
    email: emailField(),
    password: password(),
    password_confirmation: z.string().optional(),
  })
  .refine((v) => !isOwnEmailPassword(v.password, v.email), notOwnEmail)
  .refine((v) => v.password_confirmation === undefined || v.password_confirmation === v.password, {
    message: MESSAGES.passwordMismatch,
    path: ['password_confirmation'],
  });
export type RegisterRequest = z.input<typeof registerRequest>;
export type RegisterInput = z.output<typeof registerRequest>;

const phone = phoneField;

/** POST employ/companies right after an employer registers (SPEC §7.1). */
export const createCompanyRequest = z.object({
  /** Optional; when sent it must be the caller's own id. An empty form value counts as not sent. */
  user_id: z
    .union([z.literal('').transform(() => undefined), z.coerce.number().int()])
    .optional()
    .nullable()
    .transform((v) => v ?? undefined),
  name: requiredText('company name'),
  email: emailField(),
  address: requiredText('address', 500),
  contact: requiredText('contact person'),
  designation: requiredText('designation'),
  phone: phone('mobile number'),
  hr_phone: phone('office number'),
  size: choiceField('size', COMPANY_SIZES.map((s) => s.value) as [string, ...string[]]),
  sector: choiceField('sector', SECTORS),
});
export type CreateCompanyRequest = z.input<typeof createCompanyRequest>;
export type CreateCompanyInput = z.output<typeof createCompanyRequest>;

export const forgotPasswordRequest = z.object({ email: emailField() });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z
  .object({
    token: z.string({ error: required('token') }).min(1, required('token')),
    email: emailField(),
    password: password(),
    password_confirmation: z
      .string({ error: required('password confirmation') })
      .min(1, required('password confirmation')),
  })
  .refine((v) => !isOwnEmailPassword(v.password, v.email), notOwnEmail)
  .refine((v) => v.password === v.password_confirmation, {
    message: MESSAGES.passwordMismatch,
    path: ['password_confirmation'],
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;
export type ResetPasswordInput = z.output<typeof resetPasswordRequest>;

/** GET verify-email/{userId}/{token}: both kept as text; the server answers a forged link with 400. */
export const verifyEmailParams = z.object({
  userId: z.string().min(1),
  token: z.string().min(1),
});

/** The account as register and login answer it (`data`). */
export const accountView = z.object({
  id: z.number(),
  role: z.number(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
});
export type AccountView = z.infer<typeof accountView>;

/** The user as GET profile answers it. */
export const userView = accountView.extend({
  created_at: z.string(),
});
export type UserView = z.infer<typeof userView>;

/** GET profile `data`: the user, and for an employer the own company (null until it is created). */
export const profileView = userView.extend({
  company_id: z.number().nullable(),
  company_name: z.string().nullable(),
});
export type ProfileView = z.infer<typeof profileView>;

/** The logged-in user as the web holds it: GET profile `data`. */
export type CurrentUser = ProfileView;

/**
 * An ALTCHA proof-of-work challenge (altcha-lib v2), as the widget takes it: solve it, then send the
 * login again with the widget's payload in `altcha`. Each is signed by the server, expires within
 * minutes and is accepted once.
 */
export const altchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof altchaChallenge>;

/** What a login answers when a person behind a busy address must first solve a challenge. */
export const LOGIN_CHALLENGE_MESSAGE =
  'Many logins come from your network right now: your device does a short check before logging you in.';

/**
 * POST login → 429: over a limit. When the address (not the account) passed its ceiling, `challenge`
 * is set: the login sent again with its solution in `altcha` is checked as usual.
 */
export const loginRefusal = errorBody.extend({ challenge: altchaChallenge.optional() });
export type LoginRefusal = z.infer<typeof loginRefusal>;

/** POST register → 201; POST login → 200: the new session's bearer token and the account. */
export const authResponse = envelopeWith({ token: z.string(), data: accountView });
export type AuthResponse = z.infer<typeof authResponse>;

/** GET profile → 200. */
export const profileResponse = envelopeWith({ data: profileView });
export type ProfileResponse = z.infer<typeof profileResponse>;

/** GET verify-email/{userId}/{token} → 200 with the account as it is now (verified). */
export const verifyEmailResponse = envelopeWith({ data: accountView });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponse>;

/** POST employ/delete-account: the password confirms that the owner is at the keyboard. */
export const deleteAccountRequest = z.object({
  password: z.string({ error: required('password') }).min(1, required('password')),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequest>;
