// The Dhivehi of the installable portal's texts (issue 30, decision 0054), apart from ./messages.ts so
// that the PWA's texts and the screens' translations can be written at the same time. Keyed, like the
// catalogue, by the English text the code shows; ../../pwa/pwa-texts.ts checks the keys at compile time
// and pwa-messages.test.ts that each is Thaana with its placeholders kept. To be reviewed by a native
// speaker before launch (docs/i18n/glossary.md).
export const pwaMessages = {
  'Saved {when} (Maldives time) — you are offline': '{when} ގައި ރައްކާކުރި ކޮޕީ (ރާއްޖޭގެ ވަގުތުން) — ތިޔަހުރީ އޮފްލައިންގައި',
} as const;

/** An English text of the PWA's screens that has a Dhivehi text above. */
export type PwaMessageKey = keyof typeof pwaMessages;
