import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminInvoiceItem } from '@portal/shared/schemas/billing';
import '../../../testing/render'; // jsdom's missing matchMedia and ResizeObserver
import { SlipPreview } from './slip-viewer';

// Issue 25, point 6: the payment slip's small preview opens large — a modal near the full viewport with
// the image fitted to it, or the PDF in a viewer with a link to open it in a tab of its own.

vi.mock('../../../lib/download', () => ({
  useProtectedFileUrl: (path: string | null) => ({
    url: path ? 'blob:http://localhost/slip' : null,
    type: null,
    error: null,
  }),
}));

const invoice = (slipType: string) =>
  ({ id: 3, ref: 'INV-3', slip: 'key', slip_type: slipType }) as unknown as AdminInvoiceItem;
const renderSlip = (slipType: string) =>
  render(
    <MantineProvider>
      <SlipPreview invoice={invoice(slipType)} />
    </MantineProvider>,
  );

afterEach(cleanup);

describe('the payment slip', () => {
  it('opens an image large, fitted to a modal, from the preview itself', async () => {
    renderSlip('image/png');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the payment slip of INV-3 large' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment slip of INV-3' });
    const image = dialog.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('Payment slip of INV-3');
    expect(image.getAttribute('src')).toBe('blob:http://localhost/slip');
    expect(image.style.getPropertyValue('--image-object-fit')).toBe('contain'); // Mantine's fit
  });

  it('opens a PDF large in a viewer, with a link to open it in a new tab', async () => {
    renderSlip('application/pdf');
    fireEvent.click(screen.getByRole('button', { name: 'View the slip large' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment slip of INV-3' });
    expect(dialog.querySelector('iframe')?.getAttribute('title')).toBe('Payment slip of INV-3 (large)');
    // One viewer at a time: the card's preview frame is gone while the slip is open large.
    expect([...document.querySelectorAll('iframe')].map((frame) => frame.title)).toEqual([
      'Payment slip of INV-3 (large)',
    ]);
    const link = screen.getByRole('link', { name: /Open the PDF in a new tab/ });
    expect(link.getAttribute('href')).toBe('blob:http://localhost/slip');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
