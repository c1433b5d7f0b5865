import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACES } from '../../testing/places';
import { renderRoutes, stubApi } from '../../testing/render';
import { PlacePicker, type PlacePickerProps } from './place-picker';

// The place picker (issue 28, decision 0047): an atoll, then an island, the whole atoll or a resort by
// name; its value the readable place the shared rules write. Chosen by mouse and by keyboard alone.

// A loaded machine can take more than the default second to answer the fake GET places and open a list.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The picker in a form of one field that shows the value it holds. */
function show(props: Partial<PlacePickerProps> & { initial?: string | null } = {}) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState<string | null>(props.initial ?? null);
    return (
      <>
        <PlacePicker
          label="Work location"
          {...props}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
        <output data-testid="value">{value ?? '(none)'}</output>
      </>
    );
  }
  const calls = stubApi({ 'GET /api/places': [200, PLACES] });
  renderRoutes([{ path: '/', element: <Harness /> }], '/');
  return { onChange, calls };
}

const held = () => screen.getByTestId('value').textContent;
const box = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const loaded = () => waitFor(() => expect(box('Atoll').hasAttribute('disabled')).toBe(false));

/** Opens a box and clicks one of its options (an atoll's option also shows its official name). */
async function click(label: string, option: RegExp) {
  const input = box(label);
  fireEvent.click(input);
  const list = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

/**
 * Types into a box a key at a time and presses Enter, as someone without a mouse does; then Tab (a blur)
 * leaves the box with the choice made.
 */
async function type(label: string, text: string) {
  const input = box(label);
  input.focus();
  const list = () => document.getElementById(input.getAttribute('aria-controls') ?? '');
  for (let i = 1; i <= text.length; i++) {
    fireEvent.change(input, { target: { value: text.slice(0, i) } });
    // The list opens with the first key (a transition), and filters with each.
    await waitFor(() => expect(list()).not.toBeNull());
  }
  // The first option that matches is highlighted as the list filters.
  await waitFor(() => expect(list()!.querySelector('[data-combobox-selected]')).not.toBeNull());
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
}

/** The texts a box points to (its description and its error). */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');

// Mantine's comboboxes in jsdom, typed a key at a time, on a shared machine.
describe('PlacePicker', { timeout: 40_000 }, () => {
  it('asks GET places once, then an island of the chosen atoll: "Thulhaadhoo, Baa"', async () => {
    const { onChange, calls } = show({ allowResort: true });
    await loaded();
    expect(screen.getByRole('group', { name: 'Work location' })).toBeTruthy();
    expect(screen.queryByLabelText('Island or resort', { selector: 'input' })).toBeNull();
    await click('Atoll', /^Baa/);
    // Without the whole atoll, an atoll alone is no place yet.
    expect(onChange).toHaveBeenLastCalledWith(null);
    await click('Island or resort', /^Thulhaadhoo$/);
    expect(held()).toBe('Thulhaadhoo, Baa');
    expect(calls.filter((c) => c.url.endsWith('/api/places'))).toHaveLength(1);
  });

  it('offers the whole atoll when allowed, chosen as the atoll is: "Baa"; Malé City is a city', async () => {
    show({ allowAtoll: true });
    await loaded();
    await click('Atoll', /^Baa/);
    expect(held()).toBe('Baa');
    expect(box('Island').value).toBe('Whole atoll');
    await click('Island', /^Eydhafushi$/);
    expect(held()).toBe('Eydhafushi, Baa');
    await click('Island', /^Whole atoll$/);
    expect(held()).toBe('Baa');
    await click('Atoll', /^Malé City/);
    expect(held()).toBe('Malé City');
    await click('Island', /^Hulhumalé$/);
    expect(held()).toBe('Hulhumalé, Malé City');
    expect(within(document.body).queryByRole('option', { name: 'A resort…', hidden: true })).toBeNull();
  });

  it('names a resort in a text box: "Soneva Fushi (resort), Baa", spaces typed as they come', async () => {
    show({ allowResort: true });
    await loaded();
    await click('Atoll', /^Baa/);
    await click('Island or resort', /^A resort…$/);
    expect(held()).toBe('(none)');
    const name = box('Resort name');
    fireEvent.change(name, { target: { value: 'Soneva ' } });
    expect(name).toHaveProperty('value', 'Soneva ');
    expect(held()).toBe('Soneva (resort), Baa');
    fireEvent.change(name, { target: { value: 'Soneva Fushi' } });
    expect(held()).toBe('Soneva Fushi (resort), Baa');
    // A comma would make it no place the server reads: said at the box.
    fireEvent.change(name, { target: { value: 'Soneva, Fushi' } });
    expect(describedBy(name).join(' ')).toMatch(/without commas or brackets/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('offers Anywhere in Maldives and Overseas as an atoll’s alternatives', async () => {
    show({ allowResort: true, allowAtoll: true });
    await loaded();
    await click('Atoll', /^Overseas$/);
    expect(held()).toBe('Overseas');
    expect(screen.queryByLabelText('Island or resort', { selector: 'input' })).toBeNull();
    await click('Atoll', /^Anywhere in Maldives$/);
    expect(held()).toBe('Anywhere in Maldives');
  });

  it('works by keyboard alone: type, arrows, Enter; without case, accents, apostrophes; by official name', async () => {
    show({ allowResort: true, allowAtoll: true });
    await loaded();
    // Arrows alone: the first opens the list on its first atoll, the second moves to the next.
    const atoll = box('Atoll');
    atoll.focus();
    fireEvent.keyDown(atoll, { key: 'ArrowDown', code: 'ArrowDown' });
    await waitFor(() => expect(document.querySelector('[data-combobox-selected]')).not.toBeNull());
    fireEvent.keyDown(atoll, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(atoll, { key: 'Enter', code: 'Enter' });
    expect(held()).toBe('Baa');
    await type('Atoll', 'addu');
    expect(held()).toBe('Seenu');
    // Leaving the box (Tab) keeps the atoll chosen.
    expect(box('Atoll').value).toBe('Seenu');
    await type('Island or resort', 'hithadhoo');
    expect(held()).toBe('Hithadhoo, Seenu');
    await type('Atoll', 'haa dh');
    await type('Island or resort', 'hondaidhoo');
    expect(held()).toBe("Hon'daidhoo, Haa Dhaalu");
    await type('Atoll', 'male');
    await type('Island or resort', 'HULHUMALE');
    expect(held()).toBe('Hulhumalé, Malé City');
    await type('Atoll', 'baa');
    await type('Island or resort', 'resort');
    fireEvent.change(box('Resort name'), { target: { value: 'Soneva Fushi' } });
    expect(held()).toBe('Soneva Fushi (resort), Baa');
  });

  it('shows a place it was given in its boxes, and an old value it cannot read without losing it', async () => {
    show({ allowResort: true, initial: 'Soneva Fushi (resort), Baa' });
    await loaded();
    await waitFor(() => expect(box('Atoll').value).toBe('Baa'));
    expect(box('Island or resort').value).toBe('A resort…');
    expect(box('Resort name').value).toBe('Soneva Fushi');
    cleanup();

    const kept = show({ allowResort: true, initial: 'Dhiffushi' });
    await loaded();
    expect(describedBy(box('Atoll'))).toContain('Saved as “Dhiffushi”. Choose an atoll to change it.');
    expect(held()).toBe('Dhiffushi');
    expect(kept.onChange).not.toHaveBeenCalled();
  });

  it('puts an error under the box that needs attention, announced by it', async () => {
    function Errored() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <PlacePicker
          label="Work location"
          value={value}
          onChange={setValue}
          error="The location field is required."
          required
          allowResort
        />
      );
    }
    stubApi({ 'GET /api/places': [200, PLACES] });
    renderRoutes([{ path: '/', element: <Errored /> }], '/');
    await loaded();
    expect(box('Atoll').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box('Atoll'))).toContain('The location field is required.');
    expect(box('Atoll').required).toBe(true);
    await click('Atoll', /^Baa/);
    expect(box('Atoll').getAttribute('aria-invalid')).not.toBe('true');
    expect(describedBy(box('Island or resort'))).toContain('The location field is required.');
  });

  it('says so when the places cannot be loaded', async () => {
    stubApi({
      'GET /api/places': [503, { status: 503, code: 'unavailable', message: 'Service unavailable' }],
    });
    renderRoutes(
      [{ path: '/', element: <PlacePicker label="Work location" value={null} onChange={() => {}} /> }],
      '/',
    );
    await waitFor(() =>
      expect(describedBy(box('Atoll'))).toContain(
        'The places could not be loaded. Reload the page to try again.',
      ),
    );
  });
});
