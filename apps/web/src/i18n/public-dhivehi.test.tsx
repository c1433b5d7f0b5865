import { cleanup, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@portal/shared/lang';
import { pricingTexts } from '../features/pricing/lib/texts';
import PricingPage from '../features/pricing/pages/pricing-page';
import { clearSession } from '../lib/session';
import { renderRoutes } from '../testing/render';
import dv from './dv';
import { LangProvider } from './i18n';

// The public pages in Dhivehi (issue 31, decision 0058 amended 2026-12-01): each reads in Dhivehi on a
// Dhivehi page, with no English text left outside data and what users wrote, and stays SPEC's exact
// English on an English page. A page's own catalogue is loaded only for Dhivehi (the browser asks for it
// when the page's code runs on a Dhivehi page): loaded here before the pages render.

const inLang = (lang: Lang, children: ReactNode) => (
  <LangProvider lang={lang} dv={lang === 'dv' ? dv : null}>
    <Suspense fallback={<p>loading</p>}>{children}</Suspense>
  </LangProvider>
);

/** The visible text nodes with a Latin word, outside data (translate="no") and user text (dir="auto"). */
function englishLeft(root: HTMLElement = document.body): string[] {
  const left: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (
      !parent ||
      parent.closest(
        '[dir="auto"], [translate="no"], [aria-hidden="true"], a[href^="mailto:"], style, script',
      )
    )
      continue;
    if (/[A-Za-z]{2,}/.test(node.textContent ?? '')) left.push(node.textContent!.trim());
  }
  return left;
}

/** The labels (aria-label, title, placeholder) left in English. */
const englishLabels = () =>
  [...document.body.querySelectorAll('[aria-label], [title], [placeholder]')]
    .flatMap((el) => ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''))
    .filter((text) => /[A-Za-z]{2,}/.test(text));

beforeAll(async () => {
  await pricingTexts.load();
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('/pricing', () => {
  const render = (lang: Lang) =>
    renderRoutes([{ path: '/pricing', element: inLang(lang, <PricingPage />) }], '/pricing');

  it('is in Dhivehi on a Dhivehi page, the prices as data', async () => {
    render('dv');
    expect(await screen.findByRole('heading', { level: 1, name: 'ވަޒީފާދޭ ފަރާތްތަކުގެ ޕްލޭންތަކާއި އަގުތައް' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'އަހަރީ' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'އަމިއްލަ ދާއިރާ' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('ފައްޓަވާ').length).toBeGreaterThan(1);
    expect(screen.getByRole('link', { name: 'ވަޒީފާދޭ ފަރާތެއްގެ ގޮތުގައި ރަޖިސްޓަރީ ކުރައްވާ' })).toBeTruthy();
    expect(screen.getByText('MVR 3,000').getAttribute('translate')).toBe('no');
    expect(document.title).toContain('ވަޒީފާދޭ ފަރާތްތަކުގެ ޕްލޭންތަކާއި އަގުތައް');
    expect(englishLeft()).toEqual([]);
    expect(englishLabels()).toEqual([]);
  });

  it("keeps SPEC's English on an English page", () => {
    render('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Employer Pricing Plans' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pay-per-job' })).toBeTruthy();
    expect(screen.getAllByText('Unlimited job ads for 365 days').length).toBe(2);
    expect(
      screen.getByText(/, complete your company profile and subscribe to a package/).textContent,
    ).toMatch(/^Sign up as an employer, complete your company profile/);
  });
});
