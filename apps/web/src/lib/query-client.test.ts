import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from './query-client';
import { clearSession, saveSession } from './session';

describe('the query cache across sessions', () => {
  afterEach(() => clearSession());

  it('is emptied when the signed-in user changes, so one user never sees another’s data', () => {
    saveSession('token-of-a', 1);
    queryClient.setQueryData(['seeker', 'profile'], { name: 'Aishath (user A)' });
    expect(queryClient.getQueryData(['seeker', 'profile'])).toBeDefined();
    saveSession('token-of-b', 1);
    expect(queryClient.getQueryData(['seeker', 'profile'])).toBeUndefined();
    queryClient.setQueryData(['seeker', 'profile'], { name: 'Mohamed (user B)' });
    clearSession();
    expect(queryClient.getQueryData(['seeker', 'profile'])).toBeUndefined();
  });

  it('is kept when the same session is saved again (e.g. its role is refreshed)', () => {
    saveSession('token-of-c', 2);
    queryClient.setQueryData(['company'], { name: 'C' });
    saveSession('token-of-c', 2);
    expect(queryClient.getQueryData(['company'])).toEqual({ name: 'C' });
  });
});
