import { describe, expect, it } from 'vitest';
import { homeFor, loginUrlFor, safeNext } from './navigation';

describe('safeNext', () => {
  it('keeps paths on this site', () => {
    expect(safeNext('/verify-email/4/abc')).toBe('/verify-email/4/abc');
    expect(safeNext('/jobs?page=2')).toBe('/jobs?page=2');
  });
  it('drops other origins and anything that is not a path', () => {
    for (const next of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'jobs',
    ])
      expect(safeNext(next)).toBeNull();
  });
});

describe('homeFor', () => {
  it('sends employers to their company, operators to /admin and jobseekers to /profile', () => {
    expect(homeFor(2)).toBe('/my-company');
    expect(homeFor(3)).toBe('/admin');
    expect(homeFor(1)).toBe('/profile');
  });
});

it('loginUrlFor encodes the way back', () => {
  expect(loginUrlFor('/verify-email/4/a b')).toBe('/login?next=%2Fverify-email%2F4%2Fa%20b');
});
