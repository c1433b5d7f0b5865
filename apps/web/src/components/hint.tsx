import type { ReactNode } from 'react';
import classes from './hint.module.css';

/**
 * A short label shown above `children` on hover or keyboard focus, like a tooltip, without JavaScript.
 * The label only repeats what the child's own accessible name (aria-label) says.
 */
export function Hint({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className={classes.hint} data-hint={label}>
      {children}
    </span>
  );
}
