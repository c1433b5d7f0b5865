/**
 * The logo shown for a company that has not uploaded one (issue 25, point 9): its initials on a colour
 * drawn from its name, so companies without a logo tell apart at a glance and the same company looks the
 * same on every page and every visit.
 */

/** Dark shades (Mantine's 8–9) that keep white initials at ≥ 4.5:1 (WCAG AA for any text size). */
export const PLACEHOLDER_LOGO_COLOURS = [
  '#1864ab', // blue
  '#0b7285', // cyan
  '#087f5b', // teal
  '#364fc7', // indigo
  '#5f3dc4', // violet
  '#862e9c', // grape
  '#a61e4d', // pink
  '#c92a2a', // red
  '#495057', // gray
] as const;

/** Letters or digits: 'Café "Ocean" Ltd.' gives C, O, L. */
const FIRST_SIGN = /[\p{L}\p{N}]/u;

/** The first letter of up to two words of the name, upper-cased ('Sunset Reef Resort' → 'SR'); '' if none. */
export function logoInitials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => FIRST_SIGN.exec(word)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toLocaleUpperCase();
}

/**
 * One palette colour per name, the same for the same name (case and surrounding spaces aside): FNV-1a
 * over its UTF-16 units, which spreads names that differ by one letter.
 */
export function logoColour(name: string): (typeof PLACEHOLDER_LOGO_COLOURS)[number] {
  const key = name.trim().toLocaleLowerCase();
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return PLACEHOLDER_LOGO_COLOURS[hash % PLACEHOLDER_LOGO_COLOURS.length]!;
}
