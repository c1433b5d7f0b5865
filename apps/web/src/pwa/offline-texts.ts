// The offline reading's words (issue 30 point 4, decision 0054), in one place so that they move to the
// string catalogue together.

export const OFFLINE_TEXTS = {
  /** The mark's title on a page read from the copy kept on the phone. */
  offlineTitle: 'You are offline',
  /** The mark: when the copy was saved, in Maldives time ('27 Nov 2026 14:32'). */
  savedAt: (when: string) => `Saved ${when} (Maldives time)`,
  /** An action that needs the server, tried with no connection: refused at once, never kept for later. */
  needsConnection: 'You are offline: this needs a connection.',
} as const;
