import { Center, Pagination } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { pageCount } from '@portal/shared/rules/pagination';

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
  const pages = pageCount(total, perPage);
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  const link = (target: number) =>
    linked && target >= 1 && target <= pages && target !== current
      ? {
          component: 'a' as const,
          href: pageHref(location, target),
          onClick: (event: MouseEvent) => {
            // A new tab or window (modifier keys) follows the link; a plain click stays in the app.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onChange(target);
          },
        }
      : {};
  const edges = { previous: current - 1, next: current + 1, first: 1, last: pages } as const;
  return (
    <Center mt="lg">
      <Pagination
        total={pages}
        value={current}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        size="sm"
        getItemProps={(target) => link(target)}
        getControlProps={(control) => ({ 'aria-label': `${control} page`, ...link(edges[control]) })}
      />
    </Center>
  );
}
