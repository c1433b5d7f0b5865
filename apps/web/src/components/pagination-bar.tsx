import { Center, Pagination } from '@mantine/core';
import { pageCount } from '@portal/shared/rules/pagination';

/**
 * The pager under a list: pages = total / perPage rounded up (SPEC §9). Hidden when everything fits on one
 * page. `onChange` receives the new page number; the caller keeps it in the URL.
 */
export function PaginationBar({
  total,
  perPage,
  page,
  onChange,
}: {
  total: number;
  perPage: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const pages = pageCount(total, perPage);
  if (pages <= 1) return null;
  return (
    <Center mt="lg">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      />
    </Center>
  );
}
