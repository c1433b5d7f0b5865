// The texts of SPEC §8 that the public pages show in their first load, in a module of their own so that
// those pages do not carry every message (issue 33's byte budget). MESSAGES (./messages.ts) includes them:
// everywhere else, use MESSAGES.
export const PUBLIC_MESSAGES = {
  noResults: 'No results found',
} as const;
