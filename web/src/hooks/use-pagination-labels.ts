import { useLingui } from '@lingui/react/macro';
import type { TablePaginationProps } from '@mui/material/TablePagination';

type PaginationLabels = Pick<
  TablePaginationProps,
  'labelRowsPerPage' | 'labelDisplayedRows' | 'getItemAriaLabel'
>;

/**
 * A table pager's words in the interface language ("Rows per page:", "1–10 of 42", the buttons'
 * names), for every list's `TablePagination`.
 *
 * @example <TablePagination {...usePaginationLabels()} count={total} … />
 */
export function usePaginationLabels(): PaginationLabels {
  const { t } = useLingui();
  return {
    labelRowsPerPage: t`Rows per page:`,
    labelDisplayedRows: ({ from, to, count }) => t`${from}–${to} of ${count}`,
    getItemAriaLabel: (type) =>
      ({
        first: t`Go to first page`,
        last: t`Go to last page`,
        next: t`Go to next page`,
        previous: t`Go to previous page`,
      })[type],
  };
}
