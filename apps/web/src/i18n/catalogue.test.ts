import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectDhivehiTexts } from '../testing/catalogue-checks';
import {
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE,
  langDir,
  langFromCookieHeader,
  parseLang,
} from '@portal/shared/lang';
import { MESSAGES } from '@portal/shared/messages';
import { PUBLIC_MESSAGES } from '@portal/shared/messages-public';
import { APPLY_MESSAGES } from '@portal/shared/schemas/applications';
import {
  forgotPasswordRequest,
  LOGIN_CHALLENGE_MESSAGE,
  loginRequest,
  resetPasswordRequest,
} from '@portal/shared/schemas/accounts';
import { CHOOSE_FILE_MESSAGE } from '../components/file-drop-zone';
import { initialRegisterValues, validateRegister } from '../features/account/lib/register-form';
import { zodErrors } from '../lib/forms';
import { dates, DV_MONTHS } from './dv/dates';
import { messages } from './dv/messages';
import { langCookie } from './language-switch';

// The catalogue (decision 0058): no message the translated screens show is left without Dhivehi.

/** SPEC's texts that the code shows by name (`t(MESSAGES.linkCopied)`): the English is the shared one. */
const NAMED_TEXTS: Record<string, Record<string, string>> = { MESSAGES, APPLY_MESSAGES, PUBLIC_MESSAGES };
const NAMED_CONSTANTS: Record<string, string> = { CHOOSE_FILE_MESSAGE, LOGIN_CHALLENGE_MESSAGE };
const NAMED_TEXT =
  /\b(MESSAGES|APPLY_MESSAGES|PUBLIC_MESSAGES)\.(\w+)|\b(CHOOSE_FILE_MESSAGE|LOGIN_CHALLENGE_MESSAGE)\b/g;
const namedText = (m: RegExpMatchArray) => (m[3] ? NAMED_CONSTANTS[m[3]] : NAMED_TEXTS[m[1]!]?.[m[2]!]);

/**
 * The field messages the translated account forms check in the browser (the shared schemas' English,
 * which useApiForm shows in the page's language from the catalogue): empty, malformed and mismatched.
 */
function accountFormMessages(): string[] {
  const found = new Set<string>();
  const add = (errors: Record<string, string>) => Object.values(errors).forEach((m) => found.add(m));
  add(zodErrors(loginRequest, { email: '', password: '' }));
  add(zodErrors(loginRequest, { email: 'not-an-address', password: 'x' }));
  add(zodErrors(forgotPasswordRequest, { email: '' }));
  add(zodErrors(forgotPasswordRequest, { email: 'not-an-address' }));
  // The token comes from the link, never from a field: its message is not shown.
  const reset = { token: 'from-the-link', email: '', password: '', password_confirmation: '' };
  add(zodErrors(resetPasswordRequest, reset));
  add(zodErrors(resetPasswordRequest, { ...reset, email: 'a@b.mv', password: 'short' }));
  const seeker = initialRegisterValues();
  add(validateRegister({ ...seeker, email: '', password: '' }));
  add(validateRegister({ ...seeker, email: 'x', password: 'short', password_confirmation: 'other' }));
  add(validateRegister({ ...seeker, email: 'mariyam@e2e.mv', password: 'mariyam@e2e.mv' }));
  add(validateRegister({ ...seeker, email: 'mariyam@e2e.mv', password: '          ' }));
  const employer = initialRegisterValues('2');
  add(validateRegister(employer));
  add(validateRegister({ ...employer, phone: 'call me', hr_phone: 'call me' }));
  return [...found];
}

/** Every `t('…')` literal in the web app's source, with the file it is in. */
function keysInSource(): { key: string; file: string }[] {
  const root = path.resolve(import.meta.dirname, '..');
  const found: { key: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        const text = fs.readFileSync(full, 'utf8');
        // Each t(…) call's string literals (a ternary gives two; the values object holds none).
        for (const m of text.matchAll(/\bt\(|useT\(\)\(/g)) {
          let depth = 1;
          let end = m.index + m[0].length;
          while (depth > 0 && end < text.length) {
            const c = text[end++];
            if (c === '(') depth++;
            else if (c === ')') depth--;
          }
          const argument = text.slice(m.index + m[0].length, end - 1);
          for (const literal of argument.matchAll(/'((?:[^'\\]|\\.)*)'/g))
            found.push({ key: literal[1]!.replace(/\\'/g, "'"), file: full });
          // A text with an apostrophe is written in double quotes: t("Don't have an account?").
          for (const literal of argument.matchAll(/"((?:[^"\\]|\\.)*)"/g))
            found.push({ key: literal[1]!.replace(/\\"/g, '"'), file: full });
          for (const named of argument.matchAll(NAMED_TEXT))
            found.push({ key: namedText(named) ?? `unknown ${named[0]}`, file: full });
        }
      }
    }
  };
  walk(root);
  return found;
}

describe('the Dhivehi catalogue', () => {
  it('gives every message a Dhivehi text in Thaana with no English word left in it', () => {
    expectDhivehiTexts(messages);
  });

  it('has a Dhivehi text for every t() message of the code, and no message the code does not use', () => {
    const used = keysInSource();
    expect(used.length).toBeGreaterThan(40);
    const missing = used.filter(({ key }) => !(key in messages));
    expect(missing).toEqual([]);
    const usedKeys = new Set(used.map((u) => u.key));
    const source = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../src/components/app-header.tsx'),
      'utf8',
    );
    // The header's navigation table holds its keys as plain strings (label: 'Talent Pool').
    for (const m of source.matchAll(/label: '([^']+)'/g)) usedKeys.add(m[1]!);
    const jobFilters = fs.readFileSync(
      path.resolve(import.meta.dirname, '../features/jobs/components/job-filters.tsx'),
      'utf8',
    );
    for (const m of jobFilters.matchAll(/(?:label|placeholder): '([^']+)'/g)) usedKeys.add(m[1]!);
    for (const message of accountFormMessages()) usedKeys.add(message);
    const unused = Object.keys(messages).filter((key) => !usedKeys.has(key));
    expect(unused).toEqual([]);
  });

  it("has the account forms' own field messages in Dhivehi", () => {
    const shown = accountFormMessages();
    expect(shown).toContain('The email field is required.');
    expect(shown.filter((message) => !(message in messages))).toEqual([]);
  });

  it("keeps SPEC's English texts that the shared messages also hold", () => {
    expect(messages).toHaveProperty([PUBLIC_MESSAGES.noResults]);
  });
});

describe('Dhivehi dates', () => {
  it('names the month from the catalogue, in Maldives time (UTC+5)', () => {
    // 19:30 UTC on 31 December is 00:30 on 1 January in Malé.
    expect(dates.date('2026-12-31T19:30:00Z')).toBe(`01 ${DV_MONTHS[0]} 2027`);
    expect(dates.dateTime('2026-12-05T09:00:00Z')).toBe(`05 ${DV_MONTHS[11]} 2026 14:00`);
    expect(dates.date(null)).toBe('');
    expect(dates.date('not a date')).toBe('');
  });

  it('says how long ago in Dhivehi', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(dates.relative('2026-11-24T12:00:00Z', now)).toBe('3 ދުވަސް ކުރިން');
    expect(dates.relative('2026-11-27T11:59:30Z', now)).toBe('މިހާރު');
    expect(dates.relative('2026-11-27T10:00:00Z', now)).toMatch(/^2 .+ ކުރިން$/);
  });
});

describe('the language and its direction', () => {
  it('is right to left for Dhivehi only', () => {
    expect(langDir('dv')).toBe('rtl');
    expect(langDir('en')).toBe('ltr');
  });

  it('reads the cookie and ignores anything that is not a language', () => {
    expect(langFromCookieHeader('a=1; lang=dv; b=2')).toBe('dv');
    expect(langFromCookieHeader('lang=en')).toBe('en');
    expect(langFromCookieHeader('lang=fr')).toBeNull();
    expect(langFromCookieHeader('xlang=dv')).toBeNull();
    expect(langFromCookieHeader(undefined)).toBeNull();
    expect(parseLang('DV')).toBeNull();
  });

  it("writes the browser's cookie as the server does: the shared name and a year", () => {
    expect(langCookie('dv')).toBe(`${LANG_COOKIE}=dv; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`);
  });
});
