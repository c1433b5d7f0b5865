import type { CSSProperties, ReactNode } from 'react';
import { space, type Space } from './layout';
import classes from './simple-grid.module.css';

// Mantine's SimpleGrid (equal columns, a number per breakpoint) as a plain <div> with a CSS grid
// (./simple-grid.module.css), for the public pages' first load (decision 0024).

export function SimpleGrid({
  cols,
  spacing = 'md',
  verticalSpacing = spacing,
  style,
  children,
}: {
  cols: { base: number; sm?: number; md?: number };
  spacing?: Space;
  verticalSpacing?: Space;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const vars = {
    '--sg-base': cols.base,
    '--sg-sm': cols.sm,
    '--sg-md': cols.md,
    '--sg-spacing-x': space(spacing),
    '--sg-spacing-y': space(verticalSpacing),
  } as CSSProperties;
  return (
    <div className={classes.grid} style={{ ...vars, ...style }}>
      {children}
    </div>
  );
}
