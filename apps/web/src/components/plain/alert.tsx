import { useId, type CSSProperties, type ReactNode } from 'react';
import classes from './alert.module.css';

// Mantine's Alert in its light variant, as plain elements with its CSS (./alert.module.css), for the
// public pages' first load (decision 0024). The same markup: role="alert", named by its title and
// described by its message.

export function Alert({
  color,
  icon,
  title,
  children,
}: {
  /** A theme colour ('red', 'teal'): its light tint behind, its light text colour for the title. */
  color: string;
  icon?: ReactNode;
  title?: ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  const titleId = title ? `${id}-title` : undefined;
  const bodyId = children ? `${id}-body` : undefined;
  const vars = {
    '--alert-bg': `var(--mantine-color-${color}-light)`,
    '--alert-color': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <div
      className={classes.root}
      style={vars}
      role="alert"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <div className={classes.wrapper}>
        {icon && <div className={classes.icon}>{icon}</div>}
        <div className={classes.body}>
          {title && (
            <div className={classes.title}>
              <span id={titleId} className={classes.label}>
                {title}
              </span>
            </div>
          )}
          {children && (
            <div id={bodyId} className={classes.message}>
              {children}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
