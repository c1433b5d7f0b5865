import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared/messages';
import { APPLY_MESSAGES } from '@portal/shared/schemas/applications';
import { dvApiMessage } from './api-messages';
import { successMessages } from './success-messages';

// The Dhivehi of the API's success messages (decision 0060), keyed by the server's English: each key is a
// message the server sends, and each sentence the server answers a change with has its Dhivehi.

const THAANA = /[\u0780-\u07BF]/;
const LATIN_WORD = /[A-Za-z]{2,}/;
const SERVER = path.resolve(import.meta.dirname, '../../../../server/src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.ts$/.test(entry.name) && !entry.name.includes('.test.') ? [fs.readFileSync(file, 'utf8')] : [];
  });
}
const server = sources(SERVER).join('\n');
// Answers no one reads on a screen: the bank's card-payment callback, and the one-click unsubscribe that
// mail programs POST (RFC 8058; the link's own page is the server's, job-alerts/routes.ts).
const MACHINE_ANSWERS = new Set([
  'Received.',
  'You will no longer receive job alerts. You can turn them on again on My Preference.',
]);
const shared = new Set<string>([...Object.values(MESSAGES), ...Object.values(APPLY_MESSAGES)]);

describe('the success messages in Dhivehi', () => {
  it('are Thaana, with no English word left', () => {
    for (const [english, dhivehi] of Object.entries(successMessages)) {
      expect(dhivehi, english).toMatch(THAANA);
      expect(dhivehi, english).not.toMatch(LATIN_WORD);
    }
  });

  it('are each keyed by a message the server sends', () => {
    for (const english of Object.keys(successMessages)) {
      expect(server.includes(`'${english}'`) || shared.has(english), english).toBe(true);
    }
  });

  it('cover every sentence the server answers a change with (here, in the API messages or the catalogue)', () => {
    const sentences = [...server.matchAll(/send\(reply, 20\d, '([^']+\.)'/g)].map((m) => m[1]!);
    // And those sent by a constant: a module's own (saved-jobs' JOB_SAVED) or shared (MESSAGES.loggedIn).
    const constants = new Map(
      [...server.matchAll(/export const ([A-Z_]+) =\s*'([^']+)';/g)].map((m) => [m[1]!, m[2]!] as const),
    );
    const sharedObjects: Record<string, Record<string, string>> = { MESSAGES, APPLY_MESSAGES };
    for (const m of server.matchAll(/send\(reply, 20\d, ([A-Z_]+)(?:\.(\w+))?\b/g)) {
      const text = m[2] ? sharedObjects[m[1]!]?.[m[2]] : constants.get(m[1]!);
      expect(text, m[0]).toBeDefined();
      sentences.push(text!);
    }
    expect(sentences.length).toBeGreaterThan(30);
    const missing = sentences.filter(
      (english) => !MACHINE_ANSWERS.has(english) && !THAANA.test(dvApiMessage(english) ?? ''),
    );
    expect(missing).toEqual([]);
  });
});
