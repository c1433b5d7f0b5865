import { Icon } from './plain/icon';
import type { ReactNode } from 'react';
import { PUBLIC_MESSAGES } from '@portal/shared/messages-public';
import classes from './no-results.module.css';

/**
 * The empty state of a list: 'No results found' unless told otherwise, with optional actions. Drawn as
 * Mantine's EmptyState draws it, in plain markup: the home page shows it in its first load (decision 0024).
 */
export function NoResults({
  title = PUBLIC_MESSAGES.noResults,
  description,
  children,
}: {
  title?: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={classes.root}>
      <div className={classes.indicator} aria-hidden>
        <Icon name="mood-empty" size={32} />
      </div>
      <p className={classes.title}>{title}</p>
      {description && <div className={classes.description}>{description}</div>}
      {children && <div className={classes.actions}>{children}</div>}
    </div>
  );
}
