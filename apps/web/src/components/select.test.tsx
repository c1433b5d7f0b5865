import { MantineProvider, MultiSelect } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../testing/render';
import { theme } from '../lib/theme';
import { Select } from './select';

// No clear button on empty selects (issue 25, point 9): a clearable select shows its × only once it has
// a value. Our forms hold an empty select as '' (the employer's 'Founded in' and 'Location'), a filter
// read from the URL as '' for '?sector='.

afterEach(cleanup);

const LOCATIONS = ["Male'", 'Addu City', 'Hulhumale'];

function show(value: string | null, onChange = vi.fn()) {
  render(
    <MantineProvider theme={theme}>
      <Select
        label="Location"
        placeholder="Any"
        data={LOCATIONS}
        value={value}
        onChange={onChange}
        clearable
      />
    </MantineProvider>,
  );
  return onChange;
}

/** Mantine's clear button is hidden from the accessibility tree (the keyboard clears with Backspace). */
const clearButton = () => screen.queryByRole('button', { hidden: true });

describe('Select', () => {
  it.each([
    ['an empty string', ''],
    ['null', null],
  ])('shows no clear button while empty (%s), only its placeholder', (_, value) => {
    show(value);
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveProperty('value', '');
    expect(screen.getByPlaceholderText('Any')).toBeTruthy();
    expect(clearButton()).toBeNull();
  });

  it('shows the clear button once it has a value, and clearing reports null', () => {
    const onChange = show('Addu City');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveProperty('value', 'Addu City');
    fireEvent.click(clearButton()!);
    expect(onChange).toHaveBeenCalledWith(null, null);
  });

  // The app's theme mounts a dropdown only while it is open: Mantine 9 keeps every closed one in the page
  // with all its options, which cost the talent pool's nine filters seconds of main thread on a desktop.
  it('holds no options in the page while closed; opening shows them', () => {
    show(null);
    render(
      <MantineProvider theme={theme}>
        <MultiSelect label="Places" data={LOCATIONS} />
      </MantineProvider>,
    );
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    expect(screen.queryAllByRole('listbox', { hidden: true })).toHaveLength(0);
    fireEvent.click(screen.getByRole('combobox', { name: 'Location' }));
    expect(screen.getAllByRole('option')).toHaveLength(LOCATIONS.length);
  });
});
