import { createElement } from 'react';

// Users write in Dhivehi (Thaana, right to left) as well as in English (issue 31, decision 0055): every
// text field and text area takes its direction from what is typed in it (`dir="auto"` on the <input> or
// <textarea> itself), set once here for the whole portal through the theme rather than field by field.
// Mantine's own `dir` prop lands on the input's wrapper, not on the element the user types into, so the
// attribute goes on through the Styles API (`attributes.input`) and, for TextInput, its root renderer.

/**
 * Input types whose text is not written in a language (an email address, a phone number, a web address,
 * a number, a password): they keep the page's direction. NumberInput, PasswordInput and the date
 * pickers are other components and are not touched at all.
 */
const NOT_FREE_TEXT = new Set(['email', 'tel', 'url', 'number', 'password']);

type InputElementProps = Record<string, unknown> & { type?: unknown };

/** The <input> a TextInput renders: `dir="auto"` unless its type is not free text. */
function renderTextInput(props: InputElementProps) {
  const freeText = !NOT_FREE_TEXT.has(String(props.type ?? 'text'));
  return createElement('input', freeText ? { ...props, dir: 'auto' } : props);
}

/** The theme's defaults for the text fields (lib/theme.ts spreads them into `components`). */
export const INPUT_DIRECTION_DEFAULTS = {
  TextInput: { defaultProps: { renderRoot: renderTextInput } },
  // Every text area is free text (introductions, cover letters, messages, notes).
  Textarea: { defaultProps: { attributes: { input: { dir: 'auto' } } } },
};
