import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, registerRequest, resetPasswordRequest } from './accounts';

// The password rules the web form shows before sending (the server adds the common-password list).
const passwordErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).filter((i) => i.path[0] === 'password').map((i) => i.message);

describe('password rules of the shared schemas', () => {
  it('refuses spaces only and the own email (or its local part) on register and reset', () => {
    const email = 'aishath.ali@example.mv';
    const cases: [string, string][] = [
      ['        ', PASSWORD_MESSAGES.whitespace],
      [email, PASSWORD_MESSAGES.ownEmail],
      ['AISHATH.ALI@example.mv', PASSWORD_MESSAGES.ownEmail],
      ['aishath.ali', PASSWORD_MESSAGES.ownEmail],
    ];
    for (const [password, message] of cases) {
      expect(passwordErrors(registerRequest.safeParse({ role: 1, email, password }))).toEqual([message]);
      const reset = resetPasswordRequest.safeParse({
        token: 't',
        email,
        password,
        password_confirmation: password,
      });
      expect(passwordErrors(reset)).toEqual([message]);
    }
  });

  it('accepts a password with spaces inside and one that merely contains the name', () => {
    const email = 'aishath.ali@example.mv';
    for (const password of ['correct horse 42', 'aishath.ali-2026!']) {
      expect(registerRequest.safeParse({ role: 1, email, password }).success).toBe(true);
    }
  });
});
