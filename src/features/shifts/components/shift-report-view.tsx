// An X or Z report of a shift as a till slip: what was sold by method, refunds, discounts, tax and
// the drawer (float, cash in and out, expected, counted, over/short). The dialog prints it with the
// browser's print and a stylesheet for 80 mm receipt printers (like the till's receipt): only the
// report, in a 72 mm column.
import PrintRoundedIcon from '@mui/icons-material/PrintRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ShiftReport } from '../../../../server/contracts/shifts';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/money';
import { slipPrintCss } from '../../../lib/slip-print';

const PRINT_CSS = slipPrintCss('shift-report', ['shift-report-actions'], { width: '72mm !important', fontSize: '10pt' });

function Row({ left, right, strong, testId }: { left: string; right: string; strong?: boolean; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontWeight: strong ? 700 : 400 }} data-testid={testId}>
      <span>{left}</span>
      <span>{right}</span>
    </Box>
  );
}

const Rule = () => <Box sx={{ borderTop: '1px dashed', my: 1 }} />;

export function ShiftReportView({ report }: { report: ShiftReport }) {
  const { t, i18n } = useTranslation();
  const s = report.shift;
  const money = (n: number) => formatMoney(n, s.currency, i18n.language);
  const less = (n: number) => (n > 0 ? `−${money(n)}` : money(0));
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  return (
    <Box className="shift-report" data-testid="shift-report" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 14 }}>
      <Typography align="center" sx={{ fontWeight: 700, fontFamily: 'inherit' }}>
        {s.store_name}
      </Typography>
      <Typography id="shift-report-title" align="center" variant="h6" component="h2" sx={{ fontFamily: 'inherit', fontWeight: 800 }}>
        {report.kind === 'Z' ? t('shifts:report.z') : t('shifts:report.x')}
      </Typography>
      <Typography align="center" variant="body2" sx={{ fontFamily: 'inherit' }}>
        {when(report.generated_at)}
      </Typography>
      <Rule />
      <Row left={t('shifts:report.openedBy')} right={s.opened_by_name ?? '—'} />
      <Row left={t('shifts:report.openedAt')} right={when(s.opened_at)} />
      {s.closed_at && <Row left={t('shifts:report.closedAt')} right={when(s.closed_at)} />}
      {s.closed_by_name && <Row left={t('shifts:report.closedBy')} right={s.closed_by_name} />}
      <Row left={t('shifts:report.orders')} right={String(report.orders)} />
      <Rule />
      <Typography sx={{ fontFamily: 'inherit', fontWeight: 700 }}>{t('shifts:report.sales')}</Typography>
      <Row left={t('shifts:method.counter')} right={money(report.sales.counter)} />
      <Row left={t('shifts:method.wallet')} right={money(report.sales.wallet)} />
      <Row left={t('shifts:method.card')} right={money(report.sales.card)} />
      <Row left={t('shifts:report.total')} right={money(report.sales.total)} strong testId="shift-sales-total" />
      <Typography sx={{ fontFamily: 'inherit', fontWeight: 700, mt: 1 }}>{t('shifts:report.refunds', { count: report.refunds.count })}</Typography>
      <Row left={t('shifts:method.counter')} right={money(report.refunds.counter)} />
      <Row left={t('shifts:method.wallet')} right={money(report.refunds.wallet)} />
      <Row left={t('shifts:method.card')} right={money(report.refunds.card)} />
      <Row left={t('shifts:report.total')} right={money(report.refunds.total)} strong />
      {(report.refund_list ?? []).map((r) => (
        <Box key={r.uuid} data-testid="shift-refund-line" sx={{ pl: 1, fontSize: '0.9em' }}>
          <Row left={`${r.order_id} · ${t(`shifts:method.${r.method}`)}`} right={less(r.amount)} />
          {r.other_shift && <Box sx={{ color: 'text.secondary' }}>{t('shifts:report.otherShift')}</Box>}
        </Box>
      ))}
      <Rule />
      <Row left={t('shifts:report.net')} right={money(report.net)} strong />
      <Row left={t('shifts:report.discounts')} right={money(report.discounts)} />
      <Row left={t('shifts:report.tax')} right={money(report.tax)} />
      {report.unpaid > 0 && <Row left={t('shifts:report.unpaid')} right={String(report.unpaid)} />}
      {report.cancelled > 0 && <Row left={t('shifts:report.cancelled')} right={String(report.cancelled)} />}
      <Rule />
      <Typography sx={{ fontFamily: 'inherit', fontWeight: 700 }}>{t('shifts:report.drawer')}</Typography>
      <Row left={t('shifts:report.float')} right={money(s.opening_float)} />
      <Row left={t('shifts:report.cashSales')} right={money(report.sales.counter)} />
      <Row left={t('shifts:report.cashRefunds')} right={less(report.refunds.counter)} />
      <Row left={t('shifts:report.cashIn')} right={money(report.cash_in)} />
      <Row left={t('shifts:report.cashOut')} right={less(report.cash_out)} />
      <Row left={t('shifts:report.expected')} right={money(report.cash_expected)} strong testId="shift-expected" />
      {report.counted_cash !== null && <Row left={t('shifts:report.counted')} right={money(report.counted_cash)} strong testId="shift-counted" />}
      {report.over_short !== null && (
        <Row
          left={report.over_short >= 0 ? t('shifts:report.over') : t('shifts:report.short')}
          right={money(Math.abs(report.over_short))}
          strong
          testId="shift-over-short"
        />
      )}
      {report.moves.length > 0 && (
        <>
          <Rule />
          <Typography sx={{ fontFamily: 'inherit', fontWeight: 700 }}>{t('shifts:report.moves')}</Typography>
          {report.moves.map((m) => (
            <Row key={m.uuid} left={`${m.kind === 'in' ? '+' : '−'} ${m.reason}`} right={money(m.amount)} />
          ))}
        </>
      )}
      {s.close_note && (
        <Typography variant="body2" sx={{ fontFamily: 'inherit', mt: 1 }}>
          {t('shifts:report.note', { note: s.close_note })}
        </Typography>
      )}
    </Box>
  );
}

/** The report in a dialog with Print (80 mm) and Close. */
export function ShiftReportDialog({ report, onClose }: { report: ShiftReport | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!report) return null;
  return (
    <Dialog open onClose={onClose} className="shift-report-root" maxWidth="xs" fullWidth aria-labelledby="shift-report-title">
      <GlobalStyles styles={PRINT_CSS} />
      <DialogContent>
        <ShiftReportView report={report} />
      </DialogContent>
      <DialogActions className="shift-report-actions" sx={{ px: 3, pb: 2 }}>
        <Button startIcon={<PrintRoundedIcon />} onClick={() => window.print()} size="large">
          {t('shifts:report.print')}
        </Button>
        <Button variant="contained" onClick={onClose} size="large" autoFocus>
          {t('shifts:report.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
