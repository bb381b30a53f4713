// Back office: the closed till shifts in the caller's scope (the store's manager, its company, the
// admin; the server scopes the list), newest first, each with its float, expected and counted cash
// and over/short; "Z report" opens the kept report, printable at 80 mm.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftReport } from '../../../../server/contracts/shifts';
import { PageHeader } from '../../../components/layouts/page-header';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/money';
import { useAsync } from '../../../lib/use-async';
import { usePageTitle } from '../../../lib/use-page-title';
import { fetchClosedShifts, fetchShiftReport } from '../api/shifts-api';
import { ShiftReportDialog } from './shift-report-view';
import { DiscountLimitCard } from './discount-limit-card';
import { useCurrentUser } from '../../../lib/use-auth';

export default function ShiftsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('shifts:list.title'));
  const [page, setPage] = useState(0);
  const limit = 20;
  const list = useAsync((signal) => fetchClosedShifts({ pagenum: page, limit }, signal), [page, limit]);
  const [report, setReport] = useState<ShiftReport | null>(null);
  const user = useCurrentUser();
  const [failed, setFailed] = useState<string | null>(null);
  const open = async (uuid: string) => {
    try {
      setFailed(null);
      setReport(await fetchShiftReport(uuid));
    } catch (err) {
      setFailed(err instanceof Error ? err.message : String(err));
    }
  };
  const items = list.data?.items ?? [];
  return (
    <>
      <PageHeader title={t('shifts:list.title')} subtitle={t('shifts:list.subtitle')} />
      {list.error && <Alert severity="error">{list.error.message}</Alert>}
      {failed && <Alert severity="error">{failed}</Alert>}
      {user?.role === 'manager' && user.store_uuid && <DiscountLimitCard storeUuid={user.store_uuid} />}
      <Card>
        {list.loading && <LinearProgress aria-label={t('shifts:list.loading')} />}
        <TableContainer>
          <Table size="small" aria-label={t('shifts:list.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('shifts:list.store')}</TableCell>
                <TableCell>{t('shifts:list.closedAt')}</TableCell>
                <TableCell>{t('shifts:list.cashier')}</TableCell>
                <TableCell align="right">{t('shifts:report.float')}</TableCell>
                <TableCell align="right">{t('shifts:report.expected')}</TableCell>
                <TableCell align="right">{t('shifts:report.counted')}</TableCell>
                <TableCell align="right">{t('shifts:list.overShort')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((s) => {
                const money = (n: number | null) => (n === null ? '—' : formatMoney(n, s.currency, i18n.language));
                const closed = s.closed_at ? formatDateTime(s.closed_at, i18n.language) : '';
                return (
                  <TableRow key={s.uuid} hover>
                    <TableCell>{s.store_name}</TableCell>
                    <TableCell>{closed || '—'}</TableCell>
                    <TableCell>{s.closed_by_name ?? s.opened_by_name ?? '—'}</TableCell>
                    <TableCell align="right">{money(s.opening_float)}</TableCell>
                    <TableCell align="right">{money(s.expected_cash)}</TableCell>
                    <TableCell align="right">{money(s.counted_cash)}</TableCell>
                    <TableCell align="right" sx={{ color: (s.over_short ?? 0) < 0 ? 'error.main' : undefined, fontWeight: 600 }}>
                      {s.over_short === null ? '—' : `${s.over_short > 0 ? '+' : ''}${money(s.over_short)}`}
                    </TableCell>
                    <TableCell align="right">
                      <Button size="small" onClick={() => void open(s.uuid)} aria-label={t('shifts:list.viewFor', { store: s.store_name, when: closed })}>
                        {t('shifts:list.view')}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
              {!list.loading && items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8}>{t('shifts:list.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        {(list.data?.pageCount ?? 0) > 1 && (
          <Stack direction="row" spacing={1} sx={{ p: 1.5, justifyContent: 'flex-end', alignItems: 'center' }}>
            <Typography variant="body2">{t('shifts:list.page', { page: page + 1, pages: list.data?.pageCount ?? 1 })}</Typography>
            <Button size="small" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
              {t('shifts:list.previous')}
            </Button>
            <Button size="small" disabled={page + 1 >= (list.data?.pageCount ?? 1)} onClick={() => setPage((p) => p + 1)}>
              {t('shifts:list.next')}
            </Button>
          </Stack>
        )}
      </Card>
      <ShiftReportDialog report={report} onClose={() => setReport(null)} />
    </>
  );
}
