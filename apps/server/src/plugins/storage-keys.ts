import { newToken } from '../lib/tokens';

// Keys are 256 random bits (base64url) plus the detected extension: URL-safe, path-safe, unguessable.
const KEY_PATTERN = /^[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/;

/** A fresh random key; the extension is reduced to at most 10 lowercase letters and digits. */
export function newStorageKey(extension: string): string {
  const ext = extension
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .slice(0, 10);
  return ext ? `${newToken()}.${ext}` : newToken();
}

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Refuses anything that is not shaped like a key made by newStorageKey (`../x`, `a/b`, empty…). */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/**
 * The error `get` rejects with when there is no such object: the same `code` as a missing local file,
 * so that routes answer 404 whichever driver is configured.
 */
export function missingObjectError(
  key: string,
  reason = 'no stored file with this key',
): Error & { code: 'ENOENT' } {
  return Object.assign(new Error(`${reason}: ${JSON.stringify(key)}`), { code: 'ENOENT' as const });
}
