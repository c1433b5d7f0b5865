import type { Page } from '@playwright/test';

// The checks of the portal in Dhivehi (issue 31, decision 0058) the Dhivehi journeys share.

/** The demo's advert in Dhivehi (apps/server/src/seed/demo-data/demo-jobs.ts). */
export const DEMO_TITLE = 'އިދާރީ އެސިސްޓެންޓް';

/**
 * The visible text of the page left in English: every text node with a Latin word, outside what users
 * wrote (dir="auto", components/user-text.tsx), data marked translate="no" (places, lookups, salaries),
 * the switch's own name (lang="en"), the brand name, e-mail addresses, the lookups' options and what is
 * hidden from assistive technology (a company's initials drawn from its name).
 */
export const englishLeft = (page: Page) =>
  page.evaluate(() => {
    const brand = document.querySelector('header a[href="/"] span')?.textContent ?? '';
    const left: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility({ visibilityProperty: true })) continue;
      if (
        parent.closest(
          '[dir="auto"], [translate="no"], [lang="en"], [aria-hidden="true"], script, style, noscript, option, a[href^="mailto:"]',
        )
      )
        continue;
      const text = (node.textContent ?? '').split(brand).join('');
      if (/[A-Za-z]{2,}/.test(text)) left.push(text.trim());
    }
    return left;
  });

/** `<html lang dir>` as the page has them. */
export const htmlLang = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
