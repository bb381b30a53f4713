// Bulk product upload: a CSV/XLSX file for one store, sent with visible progress. The server takes
// every row or none, so the answer is either the count or a report of each bad line and why.
import CloudUploadRoundedIcon from '@mui/icons-material/CloudUploadRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/use-auth';
import { categoryOptions, uploadProductsFile } from '../api/products-api';
import { BULK_COLUMNS, downloadBulkTemplate } from '../bulk-template';
import { ScopePicker, type Scope } from '../../../components/scope/scope-picker';

interface BulkUploadDialogProps {
  initialScope: Scope;
  onClose: () => void;
  onUploaded: () => void;
}

type Outcome = { kind: 'ok'; count: number } | { kind: 'rows'; rows: { line: string; reason: string }[] } | { kind: 'error'; message: string };

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** "line 3" -> 3, so the report reads top to bottom; other paths (file, store) come first. */
const lineNumber = (path: string) => Number(/^line (\d+)$/.exec(path)?.[1] ?? 0);

export function BulkUploadDialog({ initialScope, onClose, onUploaded }: BulkUploadDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const user = useCurrentUser();
  const isManager = user?.role === 'manager';
  const [scope, setScope] = useState<Scope>(isManager ? { store_uuid: user?.store_uuid ?? undefined } : initialScope);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [storeError, setStoreError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const busy = progress !== null;

  const upload = async () => {
    if (!scope.store_uuid) {
      setStoreError(t('catalogue:validation.store'));
      return;
    }
    if (!file) return;
    setStoreError(undefined);
    setOutcome(null);
    setProgress(0);
    try {
      const { result } = await uploadProductsFile(file, scope.store_uuid, setProgress);
      setOutcome({ kind: 'ok', count: result.inserted });
      onUploaded();
    } catch (err) {
      const rows = err instanceof ApiError ? Object.entries(err.fieldErrors).map(([line, reason]) => ({ line, reason })) : [];
      if (rows.length) setOutcome({ kind: 'rows', rows: rows.sort((a, b) => lineNumber(a.line) - lineNumber(b.line)) });
      else setOutcome({ kind: 'error', message: err instanceof Error ? err.message : t('catalogue:bulk.failed') });
    } finally {
      setProgress(null);
    }
  };

  const template = async () => {
    let names: string[] = [];
    try {
      if (scope.store_uuid) names = (await categoryOptions({ store_uuid: scope.store_uuid })).map((c) => c.name);
    } catch {
      /* the template works with example names too */
    }
    downloadBulkTemplate(names);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="bulk-upload-title">
      <DialogTitle id="bulk-upload-title">{t('catalogue:bulk.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('catalogue:bulk.intro')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('catalogue:bulk.columns', { required: BULK_COLUMNS.slice(0, 4).join(', '), optional: BULK_COLUMNS.slice(4).join(', ') })}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <ScopePicker mode="form" value={scope} onChange={(next) => { setScope(next); setStoreError(undefined); }} error={storeError} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, mt: 1 }}>
          <Button variant="outlined" startIcon={<UploadFileRoundedIcon />} onClick={() => input.current?.click()} disabled={busy}>
            {t('catalogue:bulk.chooseFile')}
          </Button>
          <Typography variant="body2" data-testid="bulk-file-name" sx={{ color: file ? 'text.primary' : 'text.secondary', wordBreak: 'break-all' }}>
            {file ? file.name : t('catalogue:bulk.noFile')}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Button startIcon={<DownloadRoundedIcon />} onClick={() => void template()}>
            {t('catalogue:bulk.template')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            aria-label={t('catalogue:bulk.chooseFile')}
            data-testid="bulk-file-input"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setOutcome(null);
              e.target.value = '';
            }}
          />
        </Stack>
        {busy && (
          <Box sx={{ mt: 3 }} role="status" aria-live="polite">
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {progress < 100 ? t('catalogue:bulk.sending', { percent: progress }) : t('catalogue:bulk.checking')}
            </Typography>
            <LinearProgress variant={progress < 100 ? 'determinate' : 'indeterminate'} value={progress} aria-label={t('catalogue:bulk.progress')} />
          </Box>
        )}
        {outcome?.kind === 'ok' && (
          <Alert severity="success" sx={{ mt: 3 }} data-testid="bulk-result">
            {t('catalogue:bulk.uploaded', { count: outcome.count })}
          </Alert>
        )}
        {outcome?.kind === 'error' && (
          <Alert severity="error" sx={{ mt: 3 }} data-testid="bulk-result">
            {outcome.message}
          </Alert>
        )}
        {outcome?.kind === 'rows' && (
          <Box sx={{ mt: 3 }} data-testid="bulk-result">
            <Alert severity="error">
              <AlertTitle>{t('catalogue:bulk.rejected', { count: outcome.rows.length })}</AlertTitle>
              {t('catalogue:bulk.rejectedHelp')}
            </Alert>
            <TableContainer sx={{ maxHeight: 320, mt: 1 }}>
              <Table size="small" stickyHeader aria-label={t('catalogue:bulk.reportTitle')}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: 110 }}>{t('catalogue:bulk.colLine')}</TableCell>
                    <TableCell>{t('catalogue:bulk.colReason')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {outcome.rows.map((row) => (
                    <TableRow key={row.line} data-testid="bulk-report-row">
                      <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                        {lineNumber(row.line) ? t('catalogue:bulk.line', { line: lineNumber(row.line) }) : row.line}
                      </TableCell>
                      <TableCell>{row.reason}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {outcome?.kind === 'ok' ? t('catalogue:common.close') : t('catalogue:common.cancel')}
        </Button>
        <Button variant="contained" startIcon={<CloudUploadRoundedIcon />} onClick={() => void upload()} disabled={!file} loading={busy}>
          {t('catalogue:bulk.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
