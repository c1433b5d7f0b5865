// The interface's languages (issue 31 point 3, decision 0058): English, the default and SPEC's texts,
// and Dhivehi, written right to left. The choice lives in the `lang` cookie; `?lang=dv` sets it.

export const LANGS = ['en', 'dv'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';
export const LANG_COOKIE = 'lang';
/** The cookie is kept a year (seconds). */
export const LANG_COOKIE_MAX_AGE = 31_536_000;

/** A known language, or null for anything else (an old or hand-typed value is ignored, not an error). */
export function parseLang(value: unknown): Lang | null {
  return value === 'en' || value === 'dv' ? value : null;
}

/** The writing direction of the interface in a language. */
export function langDir(lang: Lang): 'rtl' | 'ltr' {
  return lang === 'dv' ? 'rtl' : 'ltr';
}

/** The `lang` cookie's value in a Cookie header, or null when there is none or it is not a language. */
export function langFromCookieHeader(header: string | undefined | null): Lang | null {
  if (!header) return null;
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(header);
  return match ? parseLang(match[1]!.trim()) : null;
}
