import { describe, expect, it } from 'vitest';
import { API_MESSAGE_KEYS, API_MESSAGES } from '@portal/shared/api-messages';
import { apiMessages, dvApiMessage } from './dv/api-messages';

// Decision 0060: every message key the API sends has a Dhivehi text, in Thaana, with no English word.

const THAANA = /[\u0780-\u07BF]/;
const LATIN_WORD = /[A-Za-z]{2,}/;

describe("the Dhivehi of the API's messages", () => {
  it('has a Thaana text for every key and no key the API does not send', () => {
    expect(Object.keys(apiMessages).sort()).toEqual([...API_MESSAGE_KEYS].sort());
    for (const [key, dhivehi] of Object.entries(apiMessages)) {
      expect(dhivehi, key).toMatch(THAANA);
      expect(dhivehi, key).not.toMatch(LATIN_WORD);
    }
  });

  it('finds a text by its key, else by its English, and nothing for an unknown one', () => {
    expect(dvApiMessage('whatever', 'country_blocked')).toBe(apiMessages.country_blocked);
    expect(dvApiMessage(API_MESSAGES.access_deny)).toBe(apiMessages.access_deny);
    expect(dvApiMessage('Something new', 'a_newer_key')).toBeUndefined();
    expect(dvApiMessage('Something new', 'constructor')).toBeUndefined();
  });
});
