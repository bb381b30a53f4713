import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LineReport } from '../../../components/form/line-report';
import { ApiError } from '../../../lib/api-client';

/** What a product upload came to: the count taken, each refused line and why, or why the file was refused. */
export type Outcome = { kind: 'ok'; count: number } | { kind: 'rows'; rows: { line: string; reason: string }[] } | { kind: 'error'; message: string };

/** "line 3" -> 3, so the report reads top to bottom; other paths (file, store) come first. */
const lineNumber = (path: string) => Number(/^line (\d+)$/.exec(path)?.[1] ?? 0);

/** The outcome of a refused upload: its lines in order where the server named them, else its message. */
export function refusedOutcome(err: unknown, failed: string): Outcome {
  const rows = err instanceof ApiError ? Object.entries(err.fieldErrors).map(([line, reason]) => ({ line, reason })) : [];
  if (rows.length) return { kind: 'rows', rows: rows.sort((a, b) => lineNumber(a.line) - lineNumber(b.line)) };
  return { kind: 'error', message: err instanceof Error ? err.message : failed };
}

export function BulkOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  if (outcome.kind === 'ok') {
    return (
      <Alert severity="success" sx={{ mt: 3 }} data-testid="bulk-result">
        {t('catalogue:bulk.uploaded', { count: outcome.count })}
      </Alert>
    );
  }
  if (outcome.kind === 'error') {
    return (
      <Alert severity="error" sx={{ mt: 3 }} data-testid="bulk-result">
        {outcome.message}
      </Alert>
    );
  }
  const lines = outcome.rows.map((row) => {
    const n = lineNumber(row.line);
    return { key: row.line, line: n ? t('catalogue:bulk.line', { line: n }) : row.line, reason: row.reason };
  });
  return (
    <Box sx={{ mt: 3 }} data-testid="bulk-result">
      <Alert severity="error" sx={{ mb: 1 }}>
        <AlertTitle>{t('catalogue:bulk.rejected', { count: outcome.rows.length })}</AlertTitle>
        {t('catalogue:bulk.rejectedHelp')}
      </Alert>
      <LineReport
        lines={lines}
        label={t('catalogue:bulk.reportTitle')}
        lineHeader={t('catalogue:bulk.colLine')}
        reasonHeader={t('catalogue:bulk.colReason')}
        rowTestId="bulk-report-row"
        maxHeight={320}
      />
    </Box>
  );
}
