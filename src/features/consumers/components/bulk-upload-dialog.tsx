import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DropdownItem } from '../../../../server/contracts/companies';
import { DialogButtons } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { BULK_TEMPLATE_CSV, uploadConsumers } from '../api/consumers-api';
import { ScopeSelect } from '../../../components/scope/company-store-pickers';
import { saveCsv } from '../../../lib/save-file';
import { BulkReport, toReport, type Report } from './bulk-report';
import { FileChooser } from '../../../components/form/file-chooser';

interface BulkUploadDialogProps {
  isAdmin: boolean;
  companies: readonly DropdownItem[];
  onClose: () => void;
  /** Called after a successful upload, so the list can reload. */
  onUploaded: () => void;
}

const downloadTemplate = () => saveCsv(BULK_TEMPLATE_CSV, 'consumers-template.csv');

/** Bulk upload of company consumers from CSV/XLSX: all rows or none, with the server's row report. */
export function BulkUploadDialog({ isAdmin, companies, onClose, onUploaded }: BulkUploadDialogProps) {
  const { t } = useTranslation('people');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [file, setFile] = useState<File | null>(null);
  const [companyUuid, setCompanyUuid] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = progress !== null;

  const upload = async () => {
    if (!file) return setProblem(t('people:consumers.bulk.pickFile'));
    if (!/\.(csv|xlsx)$/i.test(file.name)) return setProblem(t('people:consumers.bulk.wrongType'));
    if (isAdmin && !companyUuid) return setProblem(t('people:validation.company'));
    setProblem(null);
    setReport(null);
    setProgress(0);
    try {
      const { result, message } = await uploadConsumers(file, isAdmin ? companyUuid : undefined, setProgress);
      setReport({ kind: 'ok', inserted: result.inserted, message });
      setFile(null);
      onUploaded();
    } catch (err) {
      if (err instanceof ApiError) setReport(toReport(err));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="bulk-dialog-title">
      <DialogTitle id="bulk-dialog-title">{t('people:consumers.bulk.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{t('people:consumers.bulk.intro')}</Typography>
          <Box>
            <Button size="small" startIcon={<DownloadRoundedIcon />} onClick={downloadTemplate}>
              {t('people:consumers.bulk.template')}
            </Button>
          </Box>
          {isAdmin && (
            <ScopeSelect
              label={t('people:common.company')}
              required
              value={companyUuid}
              options={companies}
              onChange={setCompanyUuid}
              helperText={t('people:consumers.bulk.companyHelp')}
            />
          )}
          <FileChooser
            file={file}
            onFile={(f) => {
              setFile(f);
              setReport(null);
              setProblem(null);
            }}
            chooseLabel={t('people:consumers.bulk.choose')}
            inputLabel={t('people:consumers.bulk.fileLabel')}
            noFileLabel={t('people:consumers.bulk.noFile')}
            inputTestId="bulk-file"
            disabled={busy}
          />
          {problem && <Alert severity="warning">{problem}</Alert>}
          {busy && (
            <Box>
              <LinearProgress variant="determinate" value={progress ?? 0} aria-label={t('people:consumers.bulk.uploading')} />
              <Typography variant="caption" color="text.secondary">
                {t('people:consumers.bulk.progress', { percent: progress ?? 0 })}
              </Typography>
            </Box>
          )}
          {report && <BulkReport report={report} />}
        </Stack>
      </DialogContent>
      <DialogButtons
        closeLabel={t('people:common.close')}
        onClose={onClose}
        busy={busy}
        label={t('people:consumers.bulk.upload')}
        main={{ onClick: () => void upload(), disabled: !file }}
      />
    </Dialog>
  );
}
