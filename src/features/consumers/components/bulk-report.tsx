import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LineReport } from '../../../components/form/line-report';
import type { ApiError } from '../../../lib/api-client';

/** What a consumer upload came to: how many were added, or the server's refusal line by line. */
export type Report =
  | { kind: 'ok'; inserted: number; message: string }
  | { kind: 'refused'; message: string; lines: { line: number; reason: string }[]; other: string[] };

/** The server's errors of a refused file: one per bad line ('line N'), plus any about the form itself. */
export function toReport(err: ApiError): Report {
  const lines: { line: number; reason: string }[] = [];
  const other: string[] = [];
  for (const [path, reason] of Object.entries(err.fieldErrors)) {
    const m = /^line (\d+)$/.exec(path);
    if (m) lines.push({ line: Number(m[1]), reason });
    else other.push(reason);
  }
  lines.sort((a, b) => a.line - b.line);
  return { kind: 'refused', message: err.message, lines, other };
}

export function BulkReport({ report }: { report: Report }) {
  const { t } = useTranslation('people');
  if (report.kind === 'ok') {
    return (
      <Alert severity="success" data-testid="bulk-report">
        <AlertTitle>{t('people:consumers.bulk.doneTitle')}</AlertTitle>
        {t('people:consumers.bulk.done', { count: report.inserted })}
      </Alert>
    );
  }
  return (
    <Alert severity="error" data-testid="bulk-report">
      <AlertTitle>{t('people:consumers.bulk.refusedTitle')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: report.lines.length ? 1.5 : 0 }}>
        {report.message}
      </Typography>
      {report.other.map((m) => (
        <Typography key={m} variant="body2">
          {m}
        </Typography>
      ))}
      {report.lines.length > 0 && (
        <LineReport
          lines={report.lines.map((l) => ({ key: l.line, line: t('people:consumers.bulk.lineN', { line: l.line }), reason: l.reason }))}
          label={t('people:consumers.bulk.reportLabel')}
          lineHeader={t('people:consumers.bulk.line')}
          reasonHeader={t('people:consumers.bulk.reason')}
          rowTestId="bulk-report-line"
          maxHeight={280}
        />
      )}
    </Alert>
  );
}
