// The pager under a server-paged list, with the page sizes of `LIMITS`.
import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../config/constants';

interface PagerProps {
  total: number;
  /** Pages the server reported; a page past the end shows the first. Unknown while loading. */
  pageCount: number | undefined;
  pagenum: number;
  limit: number;
  onPage: (pagenum: number) => void;
  onLimit: (limit: number) => void;
}

export function ListPager({ total, pageCount, pagenum, limit, onPage, onLimit }: PagerProps) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={pageCount !== undefined && pagenum >= (pageCount || 1) ? 0 : pagenum}
      onPageChange={(_e, p) => onPage(p)}
      rowsPerPage={limit}
      rowsPerPageOptions={[...LIMITS.pageSizes]}
      onRowsPerPageChange={(e) => onLimit(Number(e.target.value))}
      labelRowsPerPage={t('common.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('common.displayedRows', { from, to, count })}
    />
  );
}
