import { describe, expect, it } from 'vitest';
import { createCompanyRequest } from './accounts';
import { jobWriteRequest } from './employer-jobs';
import { languageRequest } from './seekers';

// A select left empty asks for a value like any required field; only a value off the list is 'invalid'
// (issue 25, point 5: an empty Positions read "The selected positions is invalid").

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('select fields', () => {
  it.each([undefined, null, ''])('read %o as not chosen: required', (empty) => {
    expect(messagesOf(jobWriteRequest.safeParse({ positions: empty })).positions).toBe(
      'The positions field is required.',
    );
    const company = messagesOf(createCompanyRequest.safeParse({ size: empty, sector: empty }));
    expect(company.size).toBe('The size field is required.');
    expect(company.sector).toBe('The sector field is required.');
    expect(messagesOf(languageRequest.safeParse({ language: 'English', level: empty })).level).toBe(
      'The level field is required.',
    );
  });

  it('keep "invalid" for a value off the list, and take the listed ones', () => {
    expect(messagesOf(jobWriteRequest.safeParse({ positions: '99' })).positions).toBe(
      'The selected positions is invalid.',
    );
    expect(messagesOf(createCompanyRequest.safeParse({ sector: 'Fishing' })).sector).toBe(
      'The selected sector is invalid.',
    );
    expect(messagesOf(jobWriteRequest.safeParse({ positions: '11+' })).positions).toBeUndefined();
  });
});
