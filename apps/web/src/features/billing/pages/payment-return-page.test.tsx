import { cleanup, fireEvent, screen } from '@testing-library/react';
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
  });

  it('says when the link names no invoice, without calling', async () => {
    const calls = show('/payment/return?invoice=abc', {});
    expect(await screen.findByText(/names no invoice/, {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('card-payment'))).toHaveLength(0);
  });
});
