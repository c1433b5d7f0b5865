import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from './render';

// The web's fake answers are held to the contract: the response schema of their endpoint (decision 0037).
afterEach(() => vi.unstubAllGlobals());

describe('stubApi', () => {
  it('serves an answer that matches its endpoint’s response schema', async () => {
    stubApi({
      'GET /api/homedash': [200, { status: 200, message: 'Home stats', posted: 3, open: 2, seekers: 9 }],
    });
    const res = await fetch('/api/homedash');
    expect(await res.json()).toMatchObject({ posted: 3, open: 2, seekers: 9 });
  });

  it('refuses a fake answer that drifted from the schema', () => {
    expect(() =>
      stubApi({ 'GET /api/homedash': [200, { status: 200, message: 'Home stats', posted: 'many' }] }),
    ).toThrow(/GET \/api\/homedash \(200\) does not match its schema/);
  });

  it('refuses an error answer without the error body', () => {
    expect(() => stubApi({ 'GET /api/jobView/4': [404, { error: 'gone' }] })).toThrow(/does not match/);
    expect(() =>
      stubApi({ 'GET /api/jobView/4': [404, { status: 404, code: 'not_found', message: 'Job not found' }] }),
    ).not.toThrow();
  });

  it('refuses a fake answer for an operation the API does not have', () => {
    expect(() => stubApi({ 'GET /api/jobs/everything': [200, { status: 200, message: 'OK' }] })).toThrow(
      /no operation of the endpoint map/,
    );
  });
});
