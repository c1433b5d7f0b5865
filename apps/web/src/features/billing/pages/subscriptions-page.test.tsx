import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDisplayDate } from '@portal/shared/rules/dates';
import type { CompanySummary } from '@portal/shared/schemas/companies';
import type { InvoiceView, PackageView } from '@portal/shared/schemas/billing';
import { CHOOSE_FILE_MESSAGE } from '../../../components/file-drop-zone';
import { clearSession, saveSession } from '../../../lib/session';
import { renderRoutes, stubApi } from '../../../testing/render';
import SubscriptionsPage from './subscriptions-page';

// /subscriptions (issue 25, point 9): the slip's instructions point where the upload button is, and an
// active annual subscriber is offered a renewal, not a first plan.

const packages: PackageView[] = [
  {
    id: 1,
    code: 'PRV-A',
    type: 1,
    name: 'Private annual',
    sector: 'private',
    price_per_unit: 3000,
    price_per_unit_minor: 300000,
    currency: 1,
    duration_days: 365,
    features: [],
  },
  {
    id: 2,
    code: 'PRV-P',
    type: 2,
    name: 'Private pay-per-job',
    sector: 'private',
    price_per_unit: 500,
    price_per_unit_minor: 50000,
    currency: 1,
    duration_days: 20,
    features: [],
  },
];

const invoice: InvoiceView = {
  id: 7,
  ref: 'INV-7',
  package: 1,
  package_name: 'Private annual',
  no_of_jobs: 1,
  tin: null,
  amount: 3000,
  amount_minor: 300000,
  price_per_unit: 3000,
  currency: 1,
  status: 'pending',
  slip: null,
  slip_uploaded_at: null,
  slip_rejected_reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  paid_at: null,
  paid_by: null,
  bml_transaction_id: null,
  card_state: null,
  can_pay_by_card: false,
  refunded_at: null,
};

const company: CompanySummary['company'] = {
  id: 3,
  user_id: 9,
  name: 'Sunset Reef',
  size: '26-100',
  sector: 'Private (Tourism)',
  process: null,
  email: 'hr@sunsetreef.mv',
  address: "Male'",
  location: null,
  hr_email: null,
  hr_phone: null,
  phone: null,
  website: null,
  introduction: null,
  why_work_with_us: null,
  founded_on: null,
  contact: null,
  designation: null,
  logo: null,
  sub_companies: [],
  is_verified: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

function summary(over: Partial<CompanySummary>): CompanySummary {
  return {
    company,
    annual: null,
    payper: null,
    invoice_pending: null,
    invoice: [],
    packages,
    totals: { totalJobs: 0, pendingJobs: 0, applications: 0, shortListed: 0 },
    ...over,
  };
}

function show(data: CompanySummary, more: Record<string, [number, unknown]> = {}) {
  const calls = stubApi({
    ...more,
    'GET /api/profile': [
      200,
      {
        status: 200,
        message: 'Profile',
        data: {
          id: 9,
          role: 2,
          email: 'hr@sunsetreef.mv',
          email_verified_at: '2026-01-01T00:00:00Z',
          created_at: '2026-01-01T00:00:00Z',
          company_id: 3,
          company_name: 'Sunset Reef',
        },
      },
    ],
    'GET /api/employ/company': [200, { status: 200, message: 'ok', data }],
  });
  renderRoutes([{ path: '/subscriptions', element: <SubscriptionsPage /> }], '/subscriptions');
  return calls;
}

beforeEach(() => saveSession('token-1', 2));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('/subscriptions', () => {
  it('tells the employer to upload the slip with the button above the instructions, where it is', async () => {
    show(summary({ invoice_pending: invoice }));
    const button = await screen.findByRole('button', { name: 'Upload payment slip' }, { timeout: 5000 });
    const instructions = screen.getByText(/After paying, upload the transfer slip/);
    expect(instructions.textContent).toContain("upload the transfer slip with 'Upload payment slip' above");
    expect(instructions.textContent).not.toContain('below');
    // The button comes first in the page, so "above" is where the employer finds it.
    expect(button.compareDocumentPosition(instructions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says at the slip field that a slip is needed when Upload payment slip is pressed with none (issue 25, point 5)', async () => {
    const calls = show(summary({ invoice_pending: invoice }), {
      'POST /api/employ/upload-slip': [
        200,
        { status: 200, message: 'Payment slip linked - Waiting for approval', data: invoice },
      ],
    });
    const button = await screen.findByRole('button', { name: 'Upload payment slip' }, { timeout: 5000 });
    const panel = screen.getByRole('region', { name: 'Pending payment' });
    expect(within(panel).getByText('JPEG, PNG or PDF, at most 10 MB')).toBeTruthy();
    fireEvent.click(button);
    expect((await within(panel).findByRole('alert')).textContent).toBe(CHOOSE_FILE_MESSAGE);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    const slip = new File(['%PDF'], 'transfer.pdf', { type: 'application/pdf' });
    fireEvent.change(within(panel).getByLabelText('Payment slip', { selector: 'input[type=file]' }), {
      target: { files: [slip] },
    });
    expect(within(panel).getByText('transfer.pdf')).toBeTruthy();
    fireEvent.click(button);
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.url).toBe('/api/employ/upload-slip');
    expect((sent.body as { slip: File }).slip.name).toBe('transfer.pdf');
  });

  it('offers an active annual subscriber a renewal with their end date, not a first plan', async () => {
    const expiry = new Date(Date.now() + 200 * 86_400_000);
    expiry.setUTCHours(12, 0, 0, 0);
    show(summary({ annual: { id: 5, package: 'Private annual', expiry_date: expiry.toISOString() } }));
    expect(
      await screen.findByRole('heading', { name: 'Renew or add to your plan' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose a plan' })).toBeNull();
    const until = formatDisplayDate(expiry); // DD MMM YYYY, as everywhere
    expect(screen.getByText(/Your annual subscription is active until/).textContent).toContain(until);
    expect(screen.getByText(/A renewal starts when it ends/)).toBeTruthy();
  });

  it('still offers a company without a plan to choose one', async () => {
    show(summary({}));
    expect(await screen.findByRole('heading', { name: 'Choose a plan' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/Your annual subscription is active until/)).toBeNull();
  });

  it('offers Pay by card when the server does, and sends the employer to the bank’s page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = show(summary({ invoice_pending: { ...invoice, can_pay_by_card: true } }), {
      'POST /api/employ/invoice/7/card-payment': [
        201,
        { status: 201, message: 'ok', data: { url: 'https://bank.example/pay/abc' } },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by card' }, { timeout: 5000 }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://bank.example/pay/abc'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/employ/invoice/7/card-payment',
    ]);
  });

  it('shows no card option when card payments are off, and no slip form while a card payment is open', async () => {
    show(summary({ invoice_pending: invoice }));
    await screen.findByRole('button', { name: 'Upload payment slip' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
    cleanup();
    show(
      summary({
        invoice_pending: { ...invoice, bml_transaction_id: 'tx1', card_state: 'QR_CODE_GENERATED' },
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Continue to the bank' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload payment slip' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change Package' })).toBeNull();
    // The invoice no longer tells them to pay by transfer while the card payment is open.
    expect(screen.queryByText('Pay by bank transfer')).toBeNull();
    // The ref is its own isolated run (data, translate="no") inside the sentence.
    expect(
      screen.getByText(
        (_, el) => el?.tagName === 'P' && /^INV-7 is being paid by card/.test(el.textContent ?? ''),
      ),
    ).toBeTruthy();
  });

  it('lists a refunded invoice as Refunded, not Paid, in the history', async () => {
    const paid = {
      ...invoice,
      status: 'paid' as const,
      paid_at: '2026-11-21T10:00:00.000Z',
      paid_by: 'card' as const,
    };
    show(
      summary({
        invoice: [
          {
            ...paid,
            id: 8,
            ref: 'INV-8',
            bml_transaction_id: 'tx8',
            refunded_at: '2026-11-22T10:00:00.000Z',
          },
          { ...paid, id: 9, ref: 'INV-9', bml_transaction_id: 'tx9' },
        ],
      }),
    );
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const rowOf = (ref: string) => within(table).getByText(ref).closest('tr')!;
    expect(within(rowOf('INV-8')).getByText('Refunded')).toBeTruthy();
    expect(within(rowOf('INV-8')).queryByText('Paid')).toBeNull();
    expect(within(rowOf('INV-9')).getByText('Paid')).toBeTruthy();
  });
});
