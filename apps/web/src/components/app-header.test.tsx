import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@portal/shared/core-constants';
import { LangProvider, loadDv } from '../i18n/i18n';
import { clearSession, saveSession } from '../lib/session';
import { renderRoutes } from '../testing/render';
import { AppHeader } from './app-header';

// The phone menu (components/mobile-nav.tsx, issue 33): a native <dialog> opened with showModal(), which
// closes on Escape, a link, the backdrop and its ×, with focus back on the menu button and the page not
// scrolling while it is open. jsdom has <dialog> without its methods: these stand in for the browser's
// (showModal sets `open` and says it is modal; close() removes it and fires `close` a task later; Escape
// fires `cancel`, then closes).
const modal = new WeakSet<HTMLDialogElement>();
const original = {
  showModal: Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'showModal'),
  close: Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'close'),
};
beforeAll(() => {
  Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
    configurable: true,
    value(this: HTMLDialogElement) {
      if (this.open) throw new DOMException('already open', 'InvalidStateError');
      this.setAttribute('open', '');
      modal.add(this);
    },
  });
  Object.defineProperty(HTMLDialogElement.prototype, 'close', {
    configurable: true,
    value(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      modal.delete(this);
      setTimeout(() => this.dispatchEvent(new Event('close')));
    },
  });
});
afterAll(() => {
  for (const [name, descriptor] of Object.entries(original))
    if (descriptor) Object.defineProperty(HTMLDialogElement.prototype, name, descriptor);
    else delete (HTMLDialogElement.prototype as unknown as Record<string, unknown>)[name];
});

/** The browser's Escape on a modal dialog: `cancel`, then the dialog closes. */
function pressEscape(dialog: HTMLDialogElement) {
  act(() => {
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}

beforeEach(() => {
  // The code of the menu is a lazy part; the idle preload is the browser's business.
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => {});
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  document.body.style.overflow = '';
});

function renderHeader(path = '/') {
  return renderRoutes([{ path: '*', element: <AppHeader /> }], path);
}

async function openMenu(name = 'Toggle navigation') {
  const button = screen.getByRole('button', { name });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(button);
  const dialog = (await screen.findByRole('dialog')) as HTMLDialogElement;
  return { button, dialog };
}

async function expectClosed(button: HTMLElement, dialog: HTMLDialogElement) {
  await waitFor(() => expect(dialog.open).toBe(false));
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(button);
  expect(document.body.style.overflow).toBe('');
  expect(screen.queryByRole('dialog')).toBeNull();
}

describe('the phone menu', () => {
  it('opens as a modal dialog named by the app, with the page not scrolling', async () => {
    renderHeader();
    const { button, dialog } = await openMenu();
    expect(dialog.tagName).toBe('DIALOG');
    expect(modal.has(dialog)).toBe(true);
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Maldives Job Portal' })).toBe(dialog);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    const nav = within(dialog).getByRole('navigation', { name: 'Mobile' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Jobs', 'Pricing', 'Employers', 'Talent Pool', 'Download', 'About']);
    for (const name of ['Login', 'Register', 'ދިވެހި', 'Terms of Use and Privacy Policy'])
      expect(within(dialog).getByRole('link', { name })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Close menu']);
  });

  it('closes on Escape, focus back on the menu button; opens again', async () => {
    renderHeader();
    const { button, dialog } = await openMenu();
    pressEscape(dialog);
    await expectClosed(button, dialog);
    // The late `close` event of the first closing does not close the second opening.
    fireEvent.click(button);
    await waitFor(() => expect(dialog.open).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(dialog.open).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on a link, which navigates', async () => {
    const { router } = renderHeader();
    const { button, dialog } = await openMenu();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Pricing' }));
    await expectClosed(button, dialog);
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('closes on a tap on the backdrop, not on one inside it; and on its ×', async () => {
    renderHeader();
    const { button, dialog } = await openMenu();
    fireEvent.click(within(dialog).getByRole('navigation'));
    expect(dialog.open).toBe(true);
    // The backdrop's taps land on the dialog element itself.
    fireEvent.click(dialog);
    await expectClosed(button, dialog);

    fireEvent.click(button);
    await waitFor(() => expect(dialog.open).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await expectClosed(button, dialog);
  });

  it('offers each role its links and sign-out', async () => {
    saveSession('token-1', ROLES.employer);
    renderHeader();
    const { dialog } = await openMenu();
    const nav = within(dialog).getByRole('navigation', { name: 'Mobile' });
    expect(within(nav).getByRole('link', { name: 'Post a Job' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'My Company' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Logout' })).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('speaks Dhivehi through the catalogue', async () => {
    const dv = await loadDv();
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <LangProvider lang="dv" dv={dv}>
              <AppHeader />
            </LangProvider>
          ),
        },
      ],
      '/',
    );
    const { dialog } = await openMenu(dv.messages['Toggle navigation']);
    expect(within(dialog).getByRole('navigation', { name: dv.messages.Mobile })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: dv.messages['Close menu'] })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'English' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: dv.messages.Pricing! })).toBeTruthy();
  });
});
