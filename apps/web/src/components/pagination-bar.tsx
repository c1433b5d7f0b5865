import { Icon } from './plain/icon';
import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { pageCount } from '@portal/shared/rules/pagination';
import classes from './pagination-bar.module.css';
import { GAP, pagerItems } from './pager-items';
import { useT } from '../i18n/i18n';

/** The URL of `page` of the list at `location`: its other parameters kept, `page` dropped for page 1. */
export function pageHref(location: { pathname: string; search: string }, page: number): string {
  const params = new URLSearchParams(location.search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const search = params.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}

/**
 * The pager under a list: pages = total / perPage rounded up (SPEC §9). Hidden when everything fits on one
 * page. `onChange` receives the new page number; the caller keeps it in the URL.
 *
 * `linked` (lists whose page is the URL's `page` parameter): each page is a real link to its URL, so the
 * pager works without JavaScript and in a new tab (issue 13); a plain click still goes through `onChange`.
 *
 * Plain buttons and links dressed as Mantine's Pagination (decision 0024): the home page shows it in its
 * first load. The current page is marked `aria-current="page"`.
 */
export function PaginationBar({
  total,
  perPage,
  page,
  onChange,
  linked = false,
}: {
  total: number;
  perPage: number;
  page: number;
  onChange: (page: number) => void;
  linked?: boolean;
}) {
  const location = useLocation();
  const t = useT();
  const pages = pageCount(total, perPage);
  if (pages <= 1) return null;
  const current = Math.min(page, pages);

  const control = (target: number, content: ReactNode, label?: string) => {
    const disabled = target < 1 || target > pages;
    const active = target === current && !label;
    const common = {
      className: classes.control,
      'aria-label': label,
      'data-active': active || undefined,
      'aria-current': active ? ('page' as const) : undefined,
    };
    if (linked && !disabled && !active)
      return (
        <a
          {...common}
          href={pageHref(location, target)}
          onClick={(event: MouseEvent) => {
            // A new tab or window (modifier keys) follows the link; a plain click stays in the app.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onChange(target);
          }}
        >
          {content}
        </a>
      );
    return (
      <button
        type="button"
        {...common}
        disabled={disabled}
        onClick={active ? undefined : () => onChange(target)}
      >
        {content}
      </button>
    );
  };

  return (
    <nav className={classes.pager} aria-label={t('Pages')}>
      {control(current - 1, <Icon name="chevron-left" size={18} aria-hidden />, t('previous page'))}
      {pagerItems(pages, current).map((item, i) =>
        item === GAP ? (
          <span key={`gap-${i}`} className={classes.gap} aria-hidden>
            …
          </span>
        ) : (
          <Fragment key={item}>{control(item, item)}</Fragment>
        ),
      )}
      {control(current + 1, <Icon name="chevron-right" size={18} aria-hidden />, t('next page'))}
    </nav>
  );
}
