import { createTheme, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';
import { INPUT_DIRECTION_DEFAULTS } from './input-direction';

// Colours meet WCAG AA contrast (4.5:1 for text) on white (issue 7): the primary shade is cyan 9
// (#0b7285, 5.6:1) instead of 8 (#0c8599, 4.2:1), and dimmed text is gray 7 (#495057) instead of gray 6
// (#868e96, 3.3:1) — see app.tsx's cssVariablesResolver. Light alerts use their darkest text shade.
export const theme = createTheme({
  primaryColor: 'cyan',
  primaryShade: 9,
  // Noto Sans Thaana right after the Latin font: it holds only Thaana (main.tsx loads it on demand),
  // so Latin text keeps Inter or the system font and Dhivehi gets a font made for it (decision 0055).
  fontFamily:
    'Inter, "Noto Sans Thaana", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
  components: {
    // Every close button (toasts, clearable inputs) has a name for screen readers; explicit labels win.
    // A plain object, not CloseButton.extend(): the theme is in every page's first load, CloseButton not.
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
    // Mantine 9 keeps every closed select's dropdown mounted (hidden) with all its options, and positions
    // each one on every render: the talent pool's nine filters held 295 hidden options and blocked the
    // main thread for seconds on a desktop (its journey failed by time in CI). A dropdown now mounts when
    // it opens. Select's own `autoSelectOnBlur` still asks for it to stay mounted.
    Combobox: { defaultProps: { keepMounted: false } },
    // Text typed in Thaana runs right to left (decision 0055).
    ...INPUT_DIRECTION_DEFAULTS,
  },
});

/** The primary (cyan 9) filled button under the pointer: darker, not lighter as Mantine has it. */
export const PRIMARY_FILLED_HOVER = '#0a6070';

/** Text on light (tinted) backgrounds — alerts, badges, light buttons — in each colour's darkest shade. */
const LIGHT_TEXT_COLOURS = ['cyan', 'teal', 'blue', 'red', 'green', 'grape', 'violet', 'indigo', 'gray'];

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/**
 * Green 9 (#2b8a3e) is 4.4:1 on white, under AA even before a tint: a darker green (6.6:1) instead. Teal 9
 * (#087f5b) is 4.33:1 on teal 1, the light variant's background ('Shortlisted' on /my-applications,
 * issue 25, point 10): a darker teal (5.3:1 on it).
 */
const DARKER_TEXT: Record<string, string> = { green: '#1e6b2a', teal: '#07704f' };
const lightText = (t: MantineTheme, colour: string) => DARKER_TEXT[colour] ?? t.colors[colour]![9]!;

/**
 * CSS variables the theme object cannot set (light scheme): dimmed text, and the text colour of light
 * variants. Yellow and orange have no shade dark enough on their own tint, so theirs is a dark amber
 * (#7a4100, 7:1 on yellow's tint).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7]!,
    // Placeholders (empty selects, a file input's 'Choose a PDF file') are the only hint of what a field
    // wants: Mantine's gray 5 (#adb5bd) is 2.07:1 on an input's white (issue 25, point 10); gray 7 is 8:1.
    '--mantine-color-placeholder': t.colors.gray[7]!,
    // A field's message under it (and its invalid border): Mantine's red 6 (#fa5252) is 3.3:1 on white,
    // which axe flags as soon as a message shows (issue 25, point 5); red 9 is 5.5:1.
    '--mantine-color-error': t.colors.red[9]!,
    // A hovered (or pressed) primary button: Mantine's hover of shade 9 is the lighter shade 8 (#0c8599,
    // 4.35:1 under white text), so a button just clicked with the mouse on it failed axe. A darker cyan.
    '--mantine-color-cyan-filled-hover': PRIMARY_FILLED_HOVER,
    '--mantine-primary-color-filled-hover': PRIMARY_FILLED_HOVER,
    ...Object.fromEntries(
      LIGHT_TEXT_COLOURS.map((c) => [`--mantine-color-${c}-light-color`, lightText(t, c)]),
    ),
    // Hovered light and subtle buttons keep that text readable (Mantine's hover tint put cyan 9 under
    // 4.5:1): the darker of shades 1 and 0 that keeps 4.5:1, else white.
    ...Object.fromEntries(
      LIGHT_TEXT_COLOURS.map((c) => {
        const text = lightText(t, c);
        const tint = [t.colors[c]![1]!, t.colors[c]![0]!].find((s) => contrastRatio(text, s) >= 4.5);
        return [`--mantine-color-${c}-light-hover`, tint ?? '#ffffff'];
      }),
    ),
    '--mantine-color-yellow-light-color': '#7a4100',
    '--mantine-color-orange-light-color': '#7a4100',
  },
  dark: {},
});
