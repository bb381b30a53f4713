// One breakdown as a table: the columns of the export (contracts/breakdown-export.ts) under their
// translated headings, money with the report's currency and numbers, hours and dates through Intl in
// the person's language, and the totals as the last row.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BREAKDOWN_COLUMNS, type BreakdownColumn } from '../../../../server/contracts/breakdown-export';
import type { Breakdown, BreakdownRow } from '../../../../server/contracts/reports';
import { formatMoney } from '../../../lib/money';

/** "13" -> "13:00" (or "1:00 PM") in the person's language. */
export const hourLabel = (hour: string, language: string): string =>
  new Date(2000, 0, 1, Number(hour)).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });

/** A row's name as people read it: methods, self-service channels and manual discounts translated. */
export function rowName(kind: Breakdown['kind'], r: BreakdownRow, t: TFunction, language: string): string {
  switch (kind) {
    case 'hours':
      return hourLabel(r.key, language);
    case 'payments':
      return t(`reports:pay.${r.key}`);
    case 'tax': {
      const [y, m, d] = r.key.split('-').map(Number);
      return new Date(y, m - 1, d).toLocaleDateString(language, { dateStyle: 'medium' });
    }
    case 'cashiers':
      return r.label ?? t('reports:breakdown.selfService', { channel: t(`reports:breakdown.channel.${r.group ?? 'consumer'}`) });
    case 'discounts':
      return r.key === 'manual' ? t('reports:breakdown.manual') : (r.label ?? '');
    default:
      return r.label ?? '';
  }
}

function cell(kind: Breakdown['kind'], col: BreakdownColumn, r: BreakdownRow, currency: string | null, t: TFunction, language: string): string {
  if (col.money) return formatMoney(Number(col.value(r)), currency, language);
  if (col.count) return Number(col.value(r)).toLocaleString(language);
  if (col === BREAKDOWN_COLUMNS[kind][0]) return rowName(kind, r, t, language);
  switch (col.id) {
    case 'method':
      return r.group ? t(`reports:pay.${r.group}`) : '';
    case 'channel':
      return r.group ? t(`reports:breakdown.channel.${r.group}`) : '';
    case 'refundedAt':
      return r.at ? new Date(r.at).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }) : '';
    default:
      return String(col.value(r) ?? '');
  }
}

export function BreakdownTable({ breakdown }: { breakdown: Breakdown }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const cols = BREAKDOWN_COLUMNS[breakdown.kind];
  const numeric = (c: BreakdownColumn) => Boolean(c.money || c.count);
  const totals: BreakdownRow = { key: '', label: null, group: null, at: null, ...breakdown.totals };
  return (
    <TableContainer>
      <Table size="small" aria-label={t(`reports:breakdown.kinds.${breakdown.kind}`)} data-testid="breakdown-table">
        <TableHead>
          <TableRow>
            {cols.map((c) => (
              <TableCell key={c.id} align={numeric(c) ? 'right' : 'left'} sx={{ fontWeight: 700 }}>
                {t(`reports:breakdown.col.${c.id}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {breakdown.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={cols.length}>{t('reports:breakdown.empty')}</TableCell>
            </TableRow>
          )}
          {breakdown.rows.map((r) => (
            <TableRow key={r.key} hover data-testid="breakdown-row" data-key={r.key}>
              {cols.map((c) => (
                <TableCell key={c.id} align={numeric(c) ? 'right' : 'left'} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {cell(breakdown.kind, c, r, breakdown.currency, t, lang)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {breakdown.rows.length > 0 && (
            <TableRow data-testid="breakdown-totals" sx={{ '& td': { fontWeight: 700, borderTop: 2, borderColor: 'divider' } }}>
              {cols.map((c, i) => (
                <TableCell key={c.id} align={numeric(c) ? 'right' : 'left'} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {i === 0 ? t('reports:breakdown.total') : numeric(c) ? cell(breakdown.kind, c, totals, breakdown.currency, t, lang) : ''}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
