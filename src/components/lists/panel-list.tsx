// A small list inside a panel (a company's stores, its invitations): the load strip, then either
// a line saying there is nothing yet or the rows (a table that scrolls sideways on a phone), and the
// pager when there is more than one page.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadStrip } from './load-strip';

interface PanelListProps {
  /** The list's loading state and page (a `useAsync` result). */
  state: { loading: boolean; error: Error | null; reload: () => void; data?: { pageCount: number; total: number } | null };
  count: number;
  /** The page shown (from 0), the rows on a page and how to turn it. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  empty: string;
  /** The table's accessible name, as a label or the id of a heading. */
  name: { 'aria-label': string } | { 'aria-labelledby': string };
  /** The header cells: the column's title, and where it hides or how it aligns. */
  columns: readonly (Pick<TableCellProps, 'sx' | 'align'> & { title: string })[];
  /** Space above and below the empty line. */
  emptyGap?: number;
  /** The rows (TableRow each). */
  children: ReactNode;
}

export function PanelList({ state, count, page, pageSize, onPage, name, columns, empty, emptyGap = 1, children }: PanelListProps) {
  const { t } = useTranslation();
  return (
    <>
      <LoadStrip loading={state.loading} error={state.error} onRetry={state.reload} failedMessage={t('errors.loadFailed')} errorMargin={0} />
      {!state.loading && !state.error && count === 0 && (
        <Typography color="text.secondary" sx={{ py: emptyGap }}>
          {empty}
        </Typography>
      )}
      {count > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" {...name}>
            <TableHead>
              <TableRow>
                {columns.map(({ title, ...cell }) => (
                  <TableCell key={title} {...cell}>
                    {title}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>{children}</TableBody>
          </Table>
        </Box>
      )}
      {(state.data?.pageCount ?? 0) > 1 && (
        <TablePagination
          component="div"
          count={state.data?.total ?? 0}
          page={page}
          onPageChange={(_e, p) => onPage(p)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[pageSize]}
          labelDisplayedRows={({ from, to, count: total }) => t('common.displayedRows', { from, to, count: total })}
        />
      )}
    </>
  );
}
