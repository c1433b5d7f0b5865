import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminInvoiceItem } from '@portal/shared/schemas/billing';
import { clearSession, saveSession } from '../../../lib/session';
import { renderRoutes, stubApi } from '../../../testing/render';
import { PaymentsPanel } from './payments-panel';

// Issue 29, point 3: each invoice of the console says how it was paid (card with the bank's transaction
// id, or slip); a card invoice can be re-queried and marked refunded (after a confirmation saying what it
// does); a refunded invoice reads Refunded; each answer is toasted.

const invoice = (id: number, over: Partial<AdminInvoiceItem>): AdminInvoiceItem => ({
  id,
  ref: `INV-${id}`,
  package: 2,
  package_name: 'Private pay-per-job',
  no_of_jobs: 1,
  tin: null,
  amount: 500,
  amount_minor: 50000,
  price_per_unit: 500,
  currency: 1,
  status: 'paid',
  slip: null,
  slip_uploaded_at: null,
  slip_rejected_reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-21T10:00:00.000Z',
  paid_by: 'card',
  bml_transaction_id: `tx${id}`,
  card_state: 'CONFIRMED',
  can_pay_by_card: false,
  refunded_at: null,
  company: { id: 4, name: `Company ${id}`, email: null },
  slip_type: null,
  ...over,
});

const list = [
  invoice(1, {}),
  invoice(2, { paid_by: 'slip', bml_transaction_id: null, card_state: null }),
  invoice(3, { refunded_at: '2026-11-22T10:00:00.000Z' }),
  invoice(4, { status: 'pending', paid_at: null, paid_by: null, card_state: 'QR_CODE_GENERATED' }),
];
const page = (data: unknown[]): [number, unknown] => [
  200,
  { status: 200, message: '', data, total: data.length, per_page: 20, current_page: 1, last_page: 1 },
];
/** A line of the card as read, its data in runs of their own (`<bdi translate="no">`). */
const line = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;
const cardOf = (ref: string) =>
  screen.getByRole('heading', { name: new RegExp(`^${ref} ·`) }).closest<HTMLElement>('.mantine-Paper-root')!;

beforeEach(() => saveSession('admin-token', 3));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

async function show(more: Record<string, [number, unknown]> = {}) {
  const calls = stubApi({ 'GET /api/admin/invoices': page(list), ...more });
  renderRoutes([{ path: '/admin', element: <PaymentsPanel /> }], '/admin');
  await screen.findByRole('heading', { name: /^INV-1 ·/ }, { timeout: 5000 });
  return calls;
}

describe('the payments tab on card payments', () => {
  it('says how each invoice was paid, reads a refunded one as Refunded, and freezes an open card payment', async () => {
    await show();
    expect(within(cardOf('INV-1')).getByText(line('Paid by: Card · BML tx1'))).toBeTruthy();
    expect(within(cardOf('INV-1')).getByText('Paid')).toBeTruthy();
    expect(within(cardOf('INV-2')).getByText(line('Paid by: Slip'))).toBeTruthy();
    // A slip payment has no transaction to re-query or refund-mark here.
    expect(within(cardOf('INV-2')).queryByRole('button', { name: /Re-query|Mark refunded/ })).toBeNull();
    expect(within(cardOf('INV-3')).getByText('Refunded')).toBeTruthy();
    expect(within(cardOf('INV-3')).queryByText('Paid')).toBeNull();
    expect(within(cardOf('INV-3')).queryByRole('button', { name: 'Mark refunded' })).toBeNull();
    const open = cardOf('INV-4');
    expect(within(open).getByText(line('Card payment open: BML tx4 (QR_CODE_GENERATED)'))).toBeTruthy();
    expect(within(open).queryByRole('button', { name: 'Confirm payment' })).toBeNull();
    expect(within(open).getByRole('button', { name: /Re-query/ })).toBeTruthy();
  });

  it('re-queries the bank and toasts its answer', async () => {
    const calls = await show({
      'POST /api/admin/invoices/4/requery': [
        200,
        { status: 200, message: 'The bank says: CONFIRMED.', data: { state: 'CONFIRMED', paid: true } },
      ],
    });
    fireEvent.click(
      within(cardOf('INV-4')).getByRole('button', { name: 'Re-query the card payment of INV-4' }),
    );
    expect(await screen.findByText('The bank says: CONFIRMED.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/admin/invoices/4/requery',
    ]);
  });

  it('marks refunded only after a confirmation that says what it does, then toasts it', async () => {
    const calls = await show({
      'POST /api/admin/invoices/1/refund': [
        200,
        {
          status: 200,
          message: 'The invoice is marked refunded; its plan has ended.',
          data: { ...list[0]!, refunded_at: '2026-11-27T10:00:00.000Z' },
        },
      ],
    });
    fireEvent.click(within(cardOf('INV-1')).getByRole('button', { name: 'Mark refunded' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark INV-1 refunded?' });
    expect(dialog.textContent).toContain(
      'The invoice is marked refunded and the pay-per-job × 1 plan it paid for ends now.',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(await screen.findByText('The invoice is marked refunded; its plan has ended.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
        '/api/admin/invoices/1/refund',
      ]),
    );
  });
});
