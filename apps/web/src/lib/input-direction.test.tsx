import { MantineProvider, NumberInput, PasswordInput, Textarea, TextInput } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
// The testing module's jsdom shims (matchMedia) come with it.
import '../testing/render';
import { theme } from './theme';

// Decision 0055: the text users write takes its direction from its words, in every field of the portal
// at once (the theme), while addresses, phone numbers, numbers and passwords keep the page's.

afterEach(cleanup);

function renderFields() {
  render(
    <MantineProvider theme={theme}>
      <TextInput label="Job title" />
      <TextInput label="Company" type="text" />
      <Textarea label="Cover letter" />
      <Textarea label="Message" autosize minRows={2} />
      <TextInput label="Email" type="email" />
      <TextInput label="Mobile number" type="tel" />
      <TextInput label="Website" type="url" />
      <PasswordInput label="Password" />
      <NumberInput label="Positions" />
    </MantineProvider>,
  );
}

describe('the theme gives free-text fields dir="auto"', () => {
  it('on the element typed into: text inputs and text areas', () => {
    renderFields();
    for (const name of ['Job title', 'Company', 'Cover letter', 'Message'])
      expect(screen.getByLabelText(name).getAttribute('dir'), name).toBe('auto');
  });

  it('not on emails, phone numbers, web addresses, passwords and numbers', () => {
    renderFields();
    for (const name of ['Email', 'Mobile number', 'Website', 'Password', 'Positions'])
      expect(screen.getByLabelText(name).getAttribute('dir'), name).toBeNull();
  });

  it('keeps the input a Mantine input', () => {
    renderFields();
    const input = screen.getByLabelText('Job title');
    expect(input.tagName).toBe('INPUT');
    expect(input.className).toMatch(/mantine-Input-input/);
  });
});
