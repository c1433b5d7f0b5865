import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, PRIMARY_FILLED_HOVER, theme } from './theme';

// The light scheme's text on tinted backgrounds meets WCAG AA (4.5:1), hovered buttons included.

describe('the theme', () => {
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
  const light = cssVariablesResolver(resolved).light as Record<string, string>;

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b7285', '#ffffff')).toBeCloseTo(5.6, 1);
  });

  it('keeps light-variant text readable on its hover tint, for every colour it sets', () => {
    const colours = Object.keys(light)
      .map((k) => /^--mantine-color-(\w+)-light-hover$/.exec(k)?.[1])
      .filter((c): c is string => Boolean(c));
    expect(colours).toContain('cyan');
    expect(colours).toContain('teal');
    for (const c of colours) {
      const text = light[`--mantine-color-${c}-light-color`]!;
      const hover = light[`--mantine-color-${c}-light-hover`]!;
      expect(contrastRatio(text, hover), c).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps light-variant text readable on its own light background (badges, alerts), for every colour it sets', () => {
    const colours = Object.keys(light)
      .map((k) => /^--mantine-color-(\w+)-light-color$/.exec(k)?.[1])
      .filter((c): c is string => Boolean(c));
    expect(colours).toContain('teal');
    for (const c of colours) {
      // Mantine's light background is the colour's shade 1 in the light scheme.
      expect(
        contrastRatio(light[`--mantine-color-${c}-light-color`]!, resolved.colors[c]![1]!),
        c,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps a field's error message readable (4.5:1 on white)", () => {
    const error = light['--mantine-color-error']!;
    expect(error).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrastRatio(error, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps white text readable on a hovered primary button', () => {
    expect(light['--mantine-primary-color-filled-hover']).toBe(PRIMARY_FILLED_HOVER);
    expect(light['--mantine-color-cyan-filled-hover']).toBe(PRIMARY_FILLED_HOVER);
    expect(contrastRatio(PRIMARY_FILLED_HOVER, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps placeholders readable on an input (4.5:1 on white)', () => {
    const placeholder = light['--mantine-color-placeholder']!;
    expect(placeholder).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrastRatio(placeholder, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
