import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../lib/session';
import { LangProvider } from './i18n';
import LanguageSwitch from './language-switch';

// The header's language switch (decision 0058): the page changes language at once; a signed-in user's
// account takes it too, so the mails that follow are in it without waiting for the next login (issue 31).

const answered = () =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify({ message: 'Language saved' }), { status: 200 }));

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

async function switchToDhivehi() {
  render(
    <LangProvider lang="en" dv={null}>
      <LanguageSwitch />
    </LangProvider>,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('link', { name: 'ދިވެހި' }));
  });
  await waitFor(() => expect(document.documentElement.lang).toBe('dv'));
  expect(document.documentElement.dir).toBe('rtl');
  expect(document.cookie).toContain('lang=dv');
}

describe('the language switch', () => {
  it('signed in: tells the account, with the token, which language to write in', async () => {
    const fetch = answered();
    saveSession('token-9', 1);
    await switchToDhivehi();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/account/lang');
    expect(init?.method).toBe('PUT');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-9');
    expect(JSON.parse(String(init?.body))).toEqual({ lang: 'dv' });
  });

  it('a visitor: only the page and the cookie change, no call', async () => {
    const fetch = answered();
    await switchToDhivehi();
    expect(fetch).not.toHaveBeenCalled();
  });
});
