/**
 * The icons the public pages draw from the sprite (`icons.svg`, see `icon.tsx`): Tabler's names, as in
 * `@tabler/icons-react` without the `Icon` prefix, in kebab case (`map-pin` is `IconMapPin`). Adding a name
 * here needs the sprite rebuilt: `npm run icons:sprite` (icon-sprite.test.ts fails until it is).
 */
export const SPRITE_ICONS = [
  'adjustments-horizontal',
  'alert-circle',
  'alert-triangle',
  'arrow-left',
  'beach',
  'bookmark',
  'bookmark-filled',
  'briefcase',
  'building',
  'building-skyscraper',
  'calendar-event',
  'cash',
  'category',
  'check',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'circle-check',
  'clipboard-list',
  'clock',
  'download',
  'external-link',
  'file-type-pdf',
  'flag',
  'hash',
  'hourglass',
  'link',
  'lock',
  'mail',
  'map-pin',
  'menu-2',
  'mood-empty',
  'phone',
  'rosette-discount-check-filled',
  'school',
  'search',
  'speakerphone',
  'users',
  'world-off',
  'x',
] as const;

export type IconName = (typeof SPRITE_ICONS)[number];
