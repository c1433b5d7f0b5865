import { describe, expect, it } from 'vitest';
import { logoColour, logoInitials, PLACEHOLDER_LOGO_COLOURS } from './placeholder-logo';

/** WCAG 2 contrast ratio of a #rrggbb colour against white. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05);
}

describe('placeholder logos (issue 25, point 9)', () => {
  it.each([
    ['Sunset Reef', 'SR'],
    ['Sunset Reef Resort & Spa', 'SR'],
    ['Bank', 'B'],
    ['  island   hopper ', 'IH'],
    ['Café "Ocean" Ltd.', 'CO'],
    ['3 Palms Travel', '3P'],
    ['', ''],
    ['& —', ''],
  ])('%j has the initials %j', (name, initials) => {
    expect(logoInitials(name)).toBe(initials);
  });

  it('gives the same name the same palette colour, case and spaces aside', () => {
    expect(logoColour('Sunset Reef')).toBe(logoColour('Sunset Reef'));
    expect(logoColour(' sunset reef ')).toBe(logoColour('Sunset Reef'));
    expect(PLACEHOLDER_LOGO_COLOURS).toContain(logoColour('Sunset Reef'));
  });

  it('spreads names over the palette rather than painting every company alike', () => {
    const names = Array.from({ length: 60 }, (_, i) => `Company ${i}`);
    const used = new Set(names.map(logoColour));
    expect(used.size).toBeGreaterThanOrEqual(PLACEHOLDER_LOGO_COLOURS.length - 1);
  });

  it.each(PLACEHOLDER_LOGO_COLOURS)('white initials on %s reach WCAG AA (4.5:1)', (colour) => {
    expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });
});
