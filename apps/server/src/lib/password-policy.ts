import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MESSAGES } from '@portal/shared/schemas/accounts';
import { validationFailed } from './app-error';

// Common and breached passwords (OWASP ASVS V2.1.7), checked offline against the ~49,000 passwords that
// @zxcvbn-ts/language-common ships (the most frequent ones from public breach corpora), compared
// case-insensitively. Server-side only: the list is ~1.9 MB and never goes into the web bundle; the
// lighter rules (length, not whitespace-only, not the own email) are in the shared schema.
// Decision 0012.

let common: Set<string> | null = null;

/** Whether the password is on the common/breached list (built on first use). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}

/** A 422 on `password` when it is a common or breached password. */
export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password)) throw validationFailed({ password: [PASSWORD_MESSAGES.common] });
}
