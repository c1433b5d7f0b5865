import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { APPLY_MESSAGES } from '@portal/shared/schemas/applications';
import { dvApiMessage, errorMessages, errorPatterns } from './api-messages';
import { errorTexts, routeAnswers, serverText } from '../../testing/server-answers';
import { successMessages, successPatterns } from './success-messages';

// The Dhivehi of the API's messages that come without a `message_key` (decision 0060), keyed by the
// server's English: each key is a message the server sends, and each message the server answers a change
// with, or throws, has its Dhivehi. The server's answers are read from its source (testing/server-answers.ts):
// every route's `send(reply, …)` (its literals, ternaries, constants, local consts and templates), the
// route's method from the endpoint map (a GET's message — 'Jobs', 'Profile' — is not shown, so not
// needed), and the messages thrown through app-error's helpers.

const THAANA = /[\u0780-\u07BF]/;
const LATIN_WORD = /[A-Za-z]{2,}/;
// Answers no one reads on a screen: the bank's card-payment callback, and the one-click unsubscribe that
// mail programs POST (RFC 8058; the link's own page is the server's, in the seeker's language, job-alerts/).
const MACHINE_ANSWERS = new Set([
  'Received.',
  'You will no longer receive job alerts. You can turn them on again on My Preference.',
  'This unsubscribe link is not valid.',
]);
// Thrown messages the source cannot name: made by a function from the request (the closing date's rule,
// a place's, the password policy's, a field's), a schema's first issue, or the helpers' own parameter.
// Each is a field message of a 422, read by its English text like the schemas' (catalogue.test.ts).
const UNREAD_ERRORS = new Set([
  'PASSWORD_MESSAGES.common',
  "parsed.error.issues[0]?.message ?? 'The request is invalid.'",
  'parsed.message',
  'closingDateProblem(input.expired_at, {',
  'preferredPlaceInvalid(text)',
  'message',
  '`This file is already given as the ${JOB_FORM_SLOT_LABELS[seen.get(s.key)!',
]);
const shared = new Set<string>([...Object.values(MESSAGES), ...Object.values(APPLY_MESSAGES)]);
const shape = (text: string) => text.replace(/\{\w+\}/g, '{}');
const sample = (shaped: string) => shaped.replace(/\{\}/g, () => '7');
const unread = (expr: string) => expr.split('\n')[0]!.trim();

/** Every other catalogue's texts (dv/*messages.ts but this pair), to keep one Dhivehi for one English. */
async function otherCatalogues(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const file of fs.readdirSync(import.meta.dirname)) {
    if (!/messages\.ts$/.test(file) || file === 'api-messages.ts' || file === 'success-messages.ts') continue;
    const module = (await import(path.join(import.meta.dirname, file))) as Record<string, unknown>;
    for (const value of Object.values(module))
      if (value && typeof value === 'object' && !Array.isArray(value))
        for (const [english, dhivehi] of Object.entries(value as Record<string, string>))
          found.set(english, dhivehi);
  }
  return found;
}

describe('the API messages without a key, in Dhivehi', () => {
  it('are Thaana, with no English word left (a value `{name}` aside)', () => {
    for (const map of [successMessages, errorMessages, successPatterns, errorPatterns])
      for (const [english, dhivehi] of Object.entries(map)) {
        expect(dhivehi, english).toMatch(THAANA);
        expect(dhivehi.replace(/\{\w+\}/g, ''), english).not.toMatch(LATIN_WORD);
        expect(dhivehi.match(/\{\w+\}/g)?.sort(), english).toEqual(english.match(/\{\w+\}/g)?.sort());
      }
  });

  it('are each keyed by a message the server sends', () => {
    for (const english of [...Object.keys(successMessages), ...Object.keys(errorMessages)])
      expect(serverText.includes(`'${english}'`) || shared.has(english), english).toBe(true);
    const shapes = new Set([...routeAnswers().flatMap((a) => a.shapes), ...errorTexts().shapes]);
    for (const pattern of [...Object.keys(successPatterns), ...Object.keys(errorPatterns)])
      expect(shapes.has(shape(pattern)), pattern).toBe(true);
  });

  it('read the same as the same English in the interface’s catalogues (one word for one thing)', async () => {
    const others = await otherCatalogues();
    const differing = Object.entries({ ...successMessages, ...errorMessages }).filter(
      ([english, dhivehi]) => others.has(english) && others.get(english) !== dhivehi,
    );
    expect(differing).toEqual([]);
  });

  it('cover every message a route answers a change with (here, in the API messages or the catalogue)', () => {
    const routes = routeAnswers();
    expect(routes.length).toBeGreaterThan(130); // every route(app, …) of the server was read
    const changes = routes.filter((r) => r.methods.some((method) => method !== 'GET'));
    expect(changes.length).toBeGreaterThan(70);
    const sentences = changes.flatMap((r) => r.texts);
    expect(sentences.length).toBeGreaterThan(70);
    const missing = sentences.filter(
      (english) => !MACHINE_ANSWERS.has(english) && !THAANA.test(dvApiMessage(english) ?? ''),
    );
    expect(missing).toEqual([]);
    // A message with a value: its shape has a pattern, and the value is kept.
    for (const shaped of changes.flatMap((r) => r.shapes)) {
      const dhivehi = dvApiMessage(sample(shaped)) ?? '';
      expect(dhivehi, shaped).toMatch(THAANA);
      expect(dhivehi, shaped).toContain('7');
    }
    // A message the source does not name (a function's result) would go untested: there is none.
    expect(
      changes.flatMap((r) => r.unread.map((expr) => `${r.file} ${r.endpoint}: ${unread(expr)}`)),
    ).toEqual([]);
  });

  it('cover every message the server throws', () => {
    const thrown = errorTexts();
    expect(thrown.texts.length).toBeGreaterThan(60);
    const missing = [...new Set(thrown.texts)].filter(
      (english) => !MACHINE_ANSWERS.has(english) && !THAANA.test(dvApiMessage(english) ?? ''),
    );
    expect(missing).toEqual([]);
    for (const shaped of thrown.shapes) {
      const dhivehi = dvApiMessage(sample(shaped)) ?? '';
      expect(dhivehi, shaped).toMatch(THAANA);
      expect(dhivehi, shaped).toContain('7');
    }
    expect(thrown.unread.map(unread).filter((expr) => !UNREAD_ERRORS.has(expr))).toEqual([]);
  });

  it('put a value into its place: a count, a place’s name, the bank’s word', () => {
    expect(dvApiMessage('12 applicants marked not selected')).toBe('12 އެޕްލިކަންޓުން ހޮވިފައެއް ނުވާ ކަމަށް ލެވިއްޖެ');
    expect(dvApiMessage('1 applicant marked not selected')).toBe('އެޕްލިކަންޓަކު ހޮވިފައެއް ނުވާ ކަމަށް ލެވިއްޖެ');
    expect(dvApiMessage('Moved to Thulhaadhoo, Baa.')).toBe('Thulhaadhoo, Baa އަށް ބަދަލުކުރެވިއްޖެ.');
    expect(dvApiMessage('The bank says: CONFIRMED.')).toBe('ބޭންކުން ބުނަނީ: CONFIRMED.');
    expect(dvApiMessage('Moved to')).toBeUndefined();
    expect(dvApiMessage('Something else entirely.')).toBeUndefined();
  });
});
