import { CloseButton, createTheme, type CSSVariablesResolver } from '@mantine/core';

// Colours meet WCAG AA contrast (4.5:1 for text) on white (issue 7): the primary shade is cyan 9
// (#0b7285, 5.6:1) instead of 8 (#0c8599, 4.2:1), and dimmed text is gray 7 (#495057) instead of gray 6
// (#868e96, 3.3:1) — see app.tsx's cssVariablesResolver. Light alerts use their darkest text shade.
export const theme = createTheme({
  primaryColor: 'cyan',
  primaryShade: 9,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
  components: {
    // Every close button (toasts, clearable inputs) has a name for screen readers; explicit labels win.
    CloseButton: CloseButton.extend({ defaultProps: { 'aria-label': 'Close' } as Record<string, string> }),
  },
});

/** Text on light (tinted) backgrounds — alerts, badges, light buttons — in each colour's darkest shade. */
const LIGHT_TEXT_COLOURS = ['cyan', 'teal', 'blue', 'red', 'green', 'grape', 'violet', 'indigo', 'gray'];

/**
 * CSS variables the theme object cannot set (light scheme): dimmed text, and the text colour of light
 * variants. Yellow and orange have no shade dark enough on their own tint, so theirs is a dark amber
 * (#7a4100, 7:1 on yellow's tint).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7]!,
    ...Object.fromEntries(
      LIGHT_TEXT_COLOURS.map((c) => [`--mantine-color-${c}-light-color`, t.colors[c]![9]!]),
    ),
    '--mantine-color-yellow-light-color': '#7a4100',
    '--mantine-color-orange-light-color': '#7a4100',
  },
  dark: {},
});
