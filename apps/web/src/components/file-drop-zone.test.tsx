import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FILE_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { renderRoutes } from '../testing/render';
import { CHOOSE_FILE_MESSAGE, FileDropZone } from './file-drop-zone';

// The one file field of the product (issue 25, point 5): it says what it takes, shows what was chosen,
// refuses what the server would refuse, and says so at the field when its form is sent with no file.

afterEach(cleanup);

/** A form with one slip field and an upload button, as the pages use it. */
function SlipForm({ onSend = () => {} }: { onSend?: (file: File) => void }) {
  const form = useForm<{ slip: File | null }>({
    initialValues: { slip: null },
    validate: { slip: (file) => (file ? null : CHOOSE_FILE_MESSAGE) },
  });
  return (
    <form onSubmit={form.onSubmit(({ slip }) => onSend(slip!))} noValidate>
      <FileDropZone
        label="Payment slip"
        limit={FILE_LIMITS.paymentSlip}
        messages={{ type: MESSAGES.slipFormat, size: MESSAGES.fileTooLarge }}
        {...form.getInputProps('slip')}
      />
      <Button type="submit">Upload payment slip</Button>
    </form>
  );
}

const show = (ui: React.ReactNode) => renderRoutes([{ path: '/', element: ui }], '/');
const input = () => screen.getByLabelText('Payment slip', { selector: 'input[type=file]' });
const file = (name: string, type: string, size = 2048) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('FileDropZone', () => {
  it('is a labelled file input that states the accepted types and the largest size', () => {
    show(<SlipForm />);
    const field = input() as HTMLInputElement;
    expect(field.accept).toBe('image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf');
    expect(screen.getByText('JPEG, PNG or PDF, at most 10 MB')).toBeTruthy();
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByText(/at most 10 MB/).id);
    expect(screen.getByText('Choose a file')).toBeTruthy();
  });

  it('shows the chosen file by name and size, with a way to change or remove it', () => {
    show(<SlipForm />);
    fireEvent.change(input(), { target: { files: [file('slip-march.pdf', 'application/pdf', 250 * 1024)] } });
    expect(screen.getByTestId('chosen-file').textContent).toBe('slip-march.pdf (250 KB)');
    expect(screen.getByText('Choose another file')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the file: Payment slip' }));
    expect(screen.queryByText('slip-march.pdf')).toBeNull();
    expect(screen.getByText('Choose a file')).toBeTruthy();
  });

  it('takes a file dropped onto the zone', () => {
    show(<SlipForm />);
    const zone = input().parentElement!;
    fireEvent.dragOver(zone);
    expect(zone.dataset.dragging).toBe('true');
    fireEvent.drop(zone, { dataTransfer: { files: [file('scan.png', 'image/png')] } });
    expect(screen.getByText('scan.png')).toBeTruthy();
    expect(zone.dataset.dragging).toBeUndefined();
  });

  it('says at the field that a file is needed when the form is sent without one', async () => {
    const sent: File[] = [];
    show(<SlipForm onSend={(f) => sent.push(f)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Upload payment slip' }));
    const message = await screen.findByText(CHOOSE_FILE_MESSAGE);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toContain(message.id);
    expect(sent).toHaveLength(0);

    fireEvent.change(input(), { target: { files: [file('slip.pdf', 'application/pdf')] } });
    expect(screen.queryByText(CHOOSE_FILE_MESSAGE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upload payment slip' }));
    expect(sent.map((f) => f.name)).toEqual(['slip.pdf']);
  });

  it("refuses a file of a wrong type or over the size with the field's message, and keeps none", () => {
    show(<SlipForm />);
    fireEvent.change(input(), { target: { files: [file('slip.gif', 'image/gif')] } });
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.slipFormat);
    expect(screen.queryByText('slip.gif')).toBeNull();

    const big = file('slip.pdf', 'application/pdf', FILE_LIMITS.paymentSlip.bytes + 1);
    fireEvent.change(input(), { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.fileTooLarge);
    expect(screen.queryByText('slip.pdf')).toBeNull();

    fireEvent.change(input(), { target: { files: [file('slip.pdf', 'application/pdf')] } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('slip.pdf')).toBeTruthy();
  });
});
