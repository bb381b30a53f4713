// The CSV and XLSX export of a whole filtered report, made by the server; without a network the CSV
// is made on the device from the rows kept for the same filters (XLSX needs the network).
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../../../server/contracts/reports';
import { isOfflineError, keptReportRows } from '../../../lib/kept-views';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadReportExport, saveKeptRowsCsv } from '../api/reports-api';
import { keptFiltersOf } from '../hooks/use-report';
import { filterProblems, type ReportLevel, type ReportView } from '../report-filters';

export function ReportExportButtons({ level, view, userUuid, offline }: { level: ReportLevel; view: ReportView; userUuid: string; offline: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const blocked = Object.keys(filterProblems(view.filters)).length > 0;

  const exportKept = async () => {
    const kept = await keptReportRows(userUuid, keptFiltersOf(level, view));
    if (kept.rows.length === 0) {
      notifyError(t('reports:export.nothingKept'));
      return;
    }
    saveKeptRowsCsv(level, kept.rows);
    notifySuccess(t('reports:export.keptDone', { count: kept.rows.length, total: kept.total }));
  };

  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      if (offline && format === 'csv') await exportKept();
      else await downloadReportExport(level, view.filters, format);
    } catch (error) {
      if (format === 'csv' && isOfflineError(error)) await exportKept();
      else notifyError(isOfflineError(error) ? t('reports:export.needsNetwork') : t('reports:export.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant={format === 'csv' ? 'contained' : 'outlined'}
          startIcon={busy === format ? <CircularProgress size={16} color="inherit" /> : <DownloadRoundedIcon />}
          disabled={busy !== null || blocked || (offline && format === 'xlsx')}
          onClick={() => void run(format)}
          title={offline && format === 'xlsx' ? t('reports:export.xlsxOffline') : undefined}
          data-testid={`export-${format}`}
        >
          {t(`reports:export.${format}`)}
        </Button>
      ))}
    </Stack>
  );
}
