import { afterEach, describe, expect, it } from 'vitest';
import { PRIVATE, privateKey } from './query-keys';
import { clearSession, saveSession } from './session';

describe('private query keys', () => {
  afterEach(() => clearSession());

  it('carry the session, so that a key made for one user never names another user’s data', () => {
    saveSession('token-of-a', 1);
    const a = privateKey('seeker', 'profile');
    expect(a[0]).toBe(PRIVATE);
    expect(privateKey('seeker', 'profile')).toEqual(a); // stable within the session
    saveSession('token-of-b', 1);
    expect(privateKey('seeker', 'profile')).not.toEqual(a);
    clearSession();
    saveSession('token-of-a', 1); // the same user again is a new session: nothing cached survives
    expect(privateKey('seeker', 'profile')).not.toEqual(a);
  });
});
