import type { CSSProperties } from 'react';

/**
 * The actions column of an admin table, kept in view at the table's end while the other columns scroll
 * sideways on a phone: no action is ever behind a horizontal scroll (issue 25, point 6). Opaque, so the
 * scrolled cells pass under it, with a line that marks where it starts. Also a positioned box, so that a
 * visually hidden header text stays inside the scrolling table.
 */
export const STICKY_ACTIONS: CSSProperties = {
  position: 'sticky',
  insetInlineEnd: 0,
  zIndex: 1,
  backgroundColor: 'var(--mantine-color-body)',
  boxShadow: 'inset 1px 0 0 var(--mantine-color-default-border)',
};
