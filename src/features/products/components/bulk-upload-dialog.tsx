// Bulk product upload: a CSV/XLSX file for one store, sent with visible progress. The server takes
// every row or none, so the answer is either the count or a report of each bad line and why.
import CloudUploadRoundedIcon from '@mui/icons-material/CloudUploadRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/use-auth';
import { uploadProductsFile } from '../api/products-api';
import { BULK_COLUMNS, downloadStoreTemplate } from '../bulk-template';
import { ScopePicker, type Scope } from '../../../components/scope/scope-picker';
import { BulkOutcome, refusedOutcome, type Outcome } from './bulk-outcome';
import { FileChooser } from '../../../components/form/file-chooser';

interface BulkUploadDialogProps {
  initialScope: Scope;
  onClose: () => void;
  onUploaded: () => void;
}

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
      setOutcome(refusedOutcome(err, t('catalogue:bulk.failed')));
    } finally {
      setProgress(null);
    }
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
        <Box sx={{ mt: 1 }}>
          <FileChooser
            file={file}
            onFile={(f) => {
              setFile(f);
              setOutcome(null);
            }}
            chooseLabel={t('catalogue:bulk.chooseFile')}
            inputLabel={t('catalogue:bulk.chooseFile')}
            noFileLabel={t('catalogue:bulk.noFile')}
            inputTestId="bulk-file-input"
            disabled={busy}
          >
            <Box sx={{ flexGrow: 1 }} />
            <Button startIcon={<DownloadRoundedIcon />} onClick={() => void downloadStoreTemplate(scope.store_uuid)}>
              {t('catalogue:bulk.template')}
            </Button>
          </FileChooser>
        </Box>
        {busy && (
          <Box sx={{ mt: 3 }} role="status" aria-live="polite">
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {progress < 100 ? t('catalogue:bulk.sending', { percent: progress }) : t('catalogue:bulk.checking')}
            </Typography>
            <LinearProgress variant={progress < 100 ? 'determinate' : 'indeterminate'} value={progress} aria-label={t('catalogue:bulk.progress')} />
          </Box>
        )}
        {outcome && <BulkOutcome outcome={outcome} />}
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
