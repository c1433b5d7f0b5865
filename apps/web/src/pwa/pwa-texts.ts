import { useT, type MessageValues, type Translate } from '../i18n/i18n';
import type { PwaMessageKey } from '../i18n/dv/pwa-messages';

/**
 * The i18n `t()` for the PWA's own texts, whose Dhivehi is in i18n/dv/pwa-messages.ts (merged into the
 * Dhivehi chunk's messages by i18n/dv/index.ts). `t()`'s key type is the main catalogue's (dv/messages.ts,
 * edited elsewhere); until that type includes PwaMessageKey this widens it, the key still compile-checked
 * against pwa-messages.ts.
 */
export function usePwaT(): (key: PwaMessageKey, values?: MessageValues) => string {
  const t: Translate = useT();
  return t as unknown as (key: PwaMessageKey, values?: MessageValues) => string;
}
