import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnCompany } from '@portal/shared/schemas/companies';
import { clearSession, saveSession } from '../../../lib/session';
import { PLACES } from '../../../testing/places';
import { renderRoutes, stubApi } from '../../../testing/render';
import { CompanyForm } from './company-form';

// The company form shows the server's refusal of a sub-company name under that name's field
// (issue 24, point 9: a sub-company may not carry another company's name).

const TAKEN = 'This company name is already taken.';
const company: OwnCompany = {
  id: 5,
  user_id: 9,
  name: 'Lagoon Holdings',
  size: '26-100',
  sector: 'Private (Tourism)',
  process: null,
  email: 'hr@lagoon.mv',
  address: "Majeedhee Magu, Male'",
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
  sub_companies: [{ name: 'Lagoon Dive' }, { name: 'Sun Island Resort' }],
  is_verified: 1,
  created_at: null,
  updated_at: null,
};

beforeEach(() => saveSession('token-1', 9));
afterEach(() => {
  cleanup();
  notifications.clean();
  clearSession();
  vi.unstubAllGlobals();
});

describe('company form', () => {
  it('shows a taken sub-company name under that sub-company', async () => {
    const calls = stubApi({
      'PUT /api/employ/companies/5': [
        422,
        {
          status: 422,
          code: 'validation_failed',
          message: TAKEN,
          errors: { 'sub_companies.1.name': [TAKEN] },
        },
      ],
    });
    renderRoutes([{ path: '/my-company', element: <CompanyForm company={company} /> }], '/my-company');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Sub company 2').getAttribute('aria-invalid')).toBe('true'),
    );
    const field = screen.getByLabelText('Sub company 2');
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(TAKEN);
    expect(screen.getByLabelText('Sub company 1').getAttribute('aria-invalid')).not.toBe('true');
    expect(calls.some((c) => c.method === 'PUT' && c.url.endsWith('/api/employ/companies/5'))).toBe(true);
  });

  it('shows no clear button on its empty clearable selects (issue 25, point 9)', async () => {
    stubApi({ 'GET /api/places': [200, PLACES] });
    renderRoutes(
      [{ path: '/my-company', element: <CompanyForm company={{ ...company, founded_on: '2011-01-01' }} /> }],
      '/my-company',
    );
    // Mantine's clear button is hidden from the accessibility tree: look for it in the field's box.
    const clearIn = (label: string) =>
      screen
        .getByRole('combobox', { name: label })
        .closest('.mantine-Input-wrapper')!
        .querySelector('button');
    // The location is the place picker's atoll box (issue 28), empty until the company names one.
    const atoll = within(screen.getByRole('group', { name: 'Location' })).getByRole('combobox', {
      name: 'Atoll',
    });
    await waitFor(() => expect(atoll.hasAttribute('disabled')).toBe(false));
    expect(atoll).toHaveProperty('value', '');
    expect(clearIn('Atoll')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Founded in' })).toHaveProperty('value', '2011');
    expect(clearIn('Founded in')).not.toBeNull();
  });

  it('saves a company on a resort, and clears its location (issue 28)', async () => {
    const calls = stubApi({
      'GET /api/places': [200, PLACES],
      'PUT /api/employ/companies/5': [200, { status: 200, message: 'Company updated.', data: company }],
    });
    renderRoutes(
      [
        {
          path: '/my-company',
          element: <CompanyForm company={{ ...company, location: 'Thulhaadhoo, Baa' }} />,
        },
      ],
      '/my-company',
    );
    const group = screen.getByRole('group', { name: 'Location' });
    const combo = (name: string) => within(group).getByRole<HTMLInputElement>('combobox', { name });
    const puts = () => calls.filter((c) => c.method === 'PUT');
    await waitFor(() => expect(combo('Island or resort').value).toBe('Thulhaadhoo'));
    expect(combo('Atoll').value).toBe('Baa');

    fireEvent.click(combo('Island or resort'));
    fireEvent.click(await screen.findByRole('option', { name: 'A resort…', hidden: true }));
    fireEvent.change(within(group).getByRole('textbox', { name: 'Resort name' }), {
      target: { value: 'Soneva Fushi' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect((puts()[0]!.body as Record<string, unknown>).location).toBe('Soneva Fushi (resort), Baa');

    // The atoll's clear button takes the place away: the company has no location.
    fireEvent.click(combo('Atoll').closest('.mantine-Input-wrapper')!.querySelector('button')!);
    await waitFor(() => expect(combo('Atoll').value).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect([null, '']).toContain((puts()[1]!.body as Record<string, unknown>).location);
  });
});
