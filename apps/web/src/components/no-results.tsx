import { Icon } from './plain/icon';
import type { ReactNode } from 'react';
import classes from './no-results.module.css';
import { useT } from '../i18n/i18n';

/**
 * The empty state of a list: 'No results found' unless told otherwise, with optional actions. Drawn as
 * Mantine's EmptyState draws it, in plain markup: the home page shows it in its first load (decision 0024).
 */
export function NoResults({
  title,
  description,
  children,
}: {
  title?: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  // SPEC's 'No results found' (PUBLIC_MESSAGES.noResults, the same text: i18n/catalogue.test.ts).
  const t = useT();
  title ??= t('No results found');
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
