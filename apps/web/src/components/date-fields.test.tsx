import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../testing/render';
import { DateField, DateTimeField } from './date-fields';

// The product's date fields (issue 25, point 5) read and show DD MMM YYYY (HH:mm), whatever the
// browser's language: the browser's own date inputs showed its format (12/05/2026, 5.12.2026…).

function Birthday({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Date of birth" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

const wrap = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

afterEach(cleanup);

describe('date fields', () => {
  it('read a typed date and show it as DD MMM YYYY', () => {
    wrap(<Birthday />);
    const input = screen.getByLabelText<HTMLInputElement>('Date of birth');
    fireEvent.change(input, { target: { value: '21 aug 1996' } });
    expect(screen.getByRole('status').textContent).toBe('1996-08-21');
    fireEvent.blur(input);
    expect(input.value).toBe('21 Aug 1996');
  });

  it('show a stored date and a date with its time in the product format', () => {
    wrap(
      <>
        <Birthday initial="2026-09-05" />
        <DateTimeField label="Due date" value="2026-12-05 14:30:00" onChange={() => {}} />
      </>,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Date of birth').value).toBe('05 Sep 2026');
    expect(screen.getByLabelText('Due date').textContent).toBe('05 Dec 2026 14:30');
  });
});
