import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MESSAGES } from '@portal/shared/messages';
import { GuestOnly, RequireRole } from '../../../app/guards';
import LoginPage from '../../account/pages/login-page';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { renderRoutes, stubApi } from '../../../testing/render';
import PaymentReturnPage from './payment-return-page';

// /payment/return (issue 29): the page asks the server (which re-queries the bank); the URL decides nothing.

const answer = (state: string | null, paid: boolean): [number, unknown] => [
  200,
  { status: 200, message: 'ok', data: { state, paid } },
];

function show(url: string, answers: Record<string, [number, unknown]>) {
  const calls = stubApi(answers);
  renderRoutes([{ path: '/payment/return', element: <PaymentReturnPage /> }], url);
  return calls;
}

beforeEach(() => saveSession('token-1', 2));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('/payment/return', () => {
  it('shows paid when the server says so, whatever the URL carries', async () => {
    const calls = show('/payment/return?invoice=7&state=CANCELLED', {
      'GET /api/employ/invoice/7/card-payment': answer('CONFIRMED', true),
    });
    expect(await screen.findByText(/your plan is active/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post a job' })).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain('/api/employ/invoice/7/card-payment');
  });

  it('shows pending with a retry, and cancelled', async () => {
    const calls = show('/payment/return?invoice=7', {
      'GET /api/employ/invoice/7/card-payment': answer('QR_CODE_GENERATED', false),
    });
    expect(await screen.findByText('Still pending', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/employ/invoice/7/card-payment')).toHaveLength(2),
    );
    cleanup();
    show('/payment/return?invoice=8', {
      'GET /api/employ/invoice/8/card-payment': answer('CANCELLED', false),
    });
    expect(await screen.findByText('Cancelled', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Subscriptions' })).toBeTruthy();
  });

  it('says when the link names no invoice, without calling', async () => {
    const calls = show('/payment/return?invoice=abc', {});
    expect(await screen.findByText(/names no invoice/, {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('card-payment'))).toHaveLength(0);
  });

  it('asks a signed-out payer to log in, then shows the outcome of the same invoice', async () => {
    clearSession();
    const calls = stubApi({
      'POST /api/login': [
        200,
        {
          status: 200,
          message: MESSAGES.loggedIn,
          token: 'token-2',
          data: { id: 9, role: 2, email: 'hr@sunsetreef.mv', email_verified_at: null },
        },
      ],
      'GET /api/employ/invoice/7/card-payment': answer('CONFIRMED', true),
    });
    // The app's own guards (app/router.tsx): the return route asks visitors to log in.
    const { router } = renderRoutes(
      [
        {
          element: <RequireRole role={2} visitorsSignIn />,
          children: [{ path: '/payment/return', element: <PaymentReturnPage /> }],
        },
        { element: <GuestOnly />, children: [{ path: '/login', element: <LoginPage /> }] },
      ],
      '/payment/return?invoice=7',
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/payment/return?invoice=7')}`);
    // Nothing is asked of the server before the payer is signed in.
    expect(calls.filter((c) => c.url.includes('card-payment'))).toHaveLength(0);
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input' }), {
        target: { value },
      });
    type('Email', 'hr@sunsetreef.mv');
    type('Password', 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(/your plan is active/, {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/payment/return?invoice=7');
  });

  it('sends a signed-in jobseeker home, not to the login', async () => {
    saveSession('token-1', 1);
    const { router } = renderRoutes(
      [
        {
          element: <RequireRole role={2} visitorsSignIn />,
          children: [{ path: '/payment/return', element: <PaymentReturnPage /> }],
        },
        { path: '/', element: <p>Home page</p> },
      ],
      '/payment/return?invoice=7',
    );
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
