import { useSyncExternalStore } from 'react';

// The bearer token lives in browser storage (SPEC §6); the role is kept beside it so that guards can
// decide before the profile call answers. Logout clears all local storage (SPEC §2.1).

const TOKEN_KEY = 'token';
const ROLE_KEY = 'role';
const listeners = new Set<() => void>();

export interface StoredSession {
  token: string | null;
  role: number | null;
}

/** What the server renders with (it never knows the session) and hydration starts from. */
const VISITOR: StoredSession = { token: null, role: null };
const inBrowser = typeof window !== 'undefined';

let snapshot: StoredSession = read();

function read(): StoredSession {
  if (!inBrowser) return VISITOR;
  const token = localStorage.getItem(TOKEN_KEY);
  const role = Number(localStorage.getItem(ROLE_KEY)) || null;
  return { token, role: token ? role : null };
}

const tokenListeners = new Set<() => void>();
/** Counts the sessions of this page: part of every private query key (lib/query-keys.ts). */
let serial = 0;

function emit() {
  const previous = snapshot.token;
  snapshot = read();
  if (snapshot.token !== previous) serial += 1;
  listeners.forEach((l) => l());
  if (snapshot.token !== previous) tokenListeners.forEach((l) => l());
}

/** Which session of this page is current: changes whenever the signed-in user does. */
export function sessionSerial(): number {
  return serial;
}

/**
 * Called whenever the signed-in user changes (login, logout, a 401 that clears the token, another tab):
 * what was cached for one user must never be shown to the next (lib/query-client.ts clears its cache).
 */
export function onSessionChange(listener: () => void): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

if (inBrowser) window.addEventListener('storage', emit);

export function getToken(): string | null {
  return snapshot.token;
}

/** The stored session outside React (the route prefetch asks it before any component renders). */
export function getStoredSession(): StoredSession {
  return snapshot;
}

export function saveSession(token: string, role: number) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(ROLE_KEY, String(role));
  emit();
}

export function setStoredRole(role: number) {
  localStorage.setItem(ROLE_KEY, String(role));
  emit();
}

/** Forgets everything the browser keeps for this site (SPEC §2.1 logout). */
export function clearSession() {
  localStorage.clear();
  emit();
}

/**
 * The stored session. A server-rendered page hydrates as a visitor (the HTML it was sent), then React
 * re-renders with the real session: no hydration mismatch for a signed-in user (docs/decisions/0024).
 */
export function useStoredSession(): StoredSession {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => snapshot,
    () => VISITOR,
  );
}
