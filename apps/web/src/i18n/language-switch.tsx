import type { CSSProperties } from 'react';
import { setAccountLang } from '@portal/shared/endpoints/accounts';
import type { Lang } from '@portal/shared/lang';
import { buttonLook } from '../components/plain/plain';
import { call } from '../lib/api-client';
import { getToken } from '../lib/session';
import { loadDv, useLang } from './i18n';
import { loadAreaCatalogues } from './area-catalogue';

/**
 * The `lang` cookie's header value: a year, the whole site (packages/shared/src/lang.ts has the name
 * and the age; i18n.test.ts holds this to them).
 */
export const langCookie = (lang: Lang) => `lang=${lang}; Max-Age=31536000; Path=/; SameSite=Lax`;

/**
 * The language switch (header and phone menu): a link to `?lang=…`, which the server answers with the
 * page in that language and the cookie set, so it works without scripts. With them the page stays: the
 * cookie remembers the choice, the catalogue loads, <html> takes the language and direction, and the
 * tree re-renders; a signed-in user's account takes the language for its mails. Its name is in the
 * language it offers.
 */
export default function LanguageSwitch({
  onSwitched,
  style,
}: {
  onSwitched?: () => void;
  style?: CSSProperties;
}) {
  const { lang, set } = useLang();
  const other = lang === 'dv' ? 'en' : 'dv';
  const choose = async () => {
    onSwitched?.();
    document.cookie = langCookie(other);
    // Signed in, the account's mails follow the choice now, not at the next login (issue 31). Nothing to
    // say if it fails: the next login carries the language too.
    if (getToken()) void call(setAccountLang, { body: { lang: other }, toastError: false }).catch(() => {});
    // The main catalogue and the Dhivehi of every area whose code has run, before the page turns.
    const dv = other === 'dv' ? (await Promise.all([loadDv(), loadAreaCatalogues()]))[0] : null;
    document.documentElement.lang = other;
    document.documentElement.dir = other === 'dv' ? 'rtl' : 'ltr';
    set((was) => ({ lang: other, dv: dv ?? was.dv }));
  };
  return (
    <a
      href={`?lang=${other}`}
      lang={other}
      data-lang-switch={other}
      {...buttonLook({ variant: 'subtle' })}
      style={style}
      onClick={(event) => {
        event.preventDefault();
        void choose();
      }}
    >
      {other === 'dv' ? 'ދިވެހި' : 'English'}
    </a>
  );
}
