import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import InsertDriveFileRoundedIcon from '@mui/icons-material/InsertDriveFileRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DropdownItem } from '../../../../server/contracts/companies';
import { DialogButtons } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { BULK_TEMPLATE_CSV, uploadConsumers } from '../api/consumers-api';
import { ScopeSelect } from '../../../components/scope/company-store-pickers';
import { saveCsv } from '../../../lib/save-file';

interface BulkUploadDialogProps {
  isAdmin: boolean;
  companies: readonly DropdownItem[];
  onClose: () => void;
  /** Called after a successful upload, so the list can reload. */
  onUploaded: () => void;
}

type Report =
  | { kind: 'ok'; inserted: number; message: string }
  | { kind: 'refused'; message: string; lines: { line: number; reason: string }[]; other: string[] };

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The server's errors of a refused file: one per bad line ('line N'), plus any about the form itself. */
function toReport(err: ApiError): Report {
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

const downloadTemplate = () => saveCsv(BULK_TEMPLATE_CSV, 'consumers-template.csv');

/** Bulk upload of company consumers from CSV/XLSX: all rows or none, with the server's row report. */
export function BulkUploadDialog({ isAdmin, companies, onClose, onUploaded }: BulkUploadDialogProps) {
  const { t } = useTranslation('people');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const input = useRef<HTMLInputElement>(null);
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
      if (input.current) input.current.value = '';
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
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="outlined" component="label" startIcon={<InsertDriveFileRoundedIcon />} disabled={busy}>
              {t('people:consumers.bulk.choose')}
              <input
                ref={input}
                hidden
                type="file"
                accept={ACCEPT}
                aria-label={t('people:consumers.bulk.fileLabel')}
                data-testid="bulk-file"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setReport(null);
                  setProblem(null);
                }}
              />
            </Button>
            <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} noWrap data-testid="bulk-file-name">
              {file ? file.name : t('people:consumers.bulk.noFile')}
            </Typography>
          </Stack>
          {problem && <Alert severity="warning">{problem}</Alert>}
          {busy && (
            <Box>
              <LinearProgress variant="determinate" value={progress ?? 0} aria-label={t('people:consumers.bulk.uploading')} />
              <Typography variant="caption" color="text.secondary">
                {t('people:consumers.bulk.progress', { percent: progress ?? 0 })}
              </Typography>
            </Box>
          )}
          {report?.kind === 'ok' && (
            <Alert severity="success" data-testid="bulk-report">
              <AlertTitle>{t('people:consumers.bulk.doneTitle')}</AlertTitle>
              {t('people:consumers.bulk.done', { count: report.inserted })}
            </Alert>
          )}
          {report?.kind === 'refused' && (
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
                <Box sx={{ maxHeight: 280, overflow: 'auto', bgcolor: 'background.paper', borderRadius: 1 }}>
                  <Table size="small" aria-label={t('people:consumers.bulk.reportLabel')} stickyHeader>
                    <TableHead>
                      <TableRow>
                        <TableCell sx={{ width: 90 }}>{t('people:consumers.bulk.line')}</TableCell>
                        <TableCell>{t('people:consumers.bulk.reason')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {report.lines.map((l) => (
                        <TableRow key={l.line} data-testid="bulk-report-line">
                          <TableCell>{t('people:consumers.bulk.lineN', { line: l.line })}</TableCell>
                          <TableCell sx={{ wordBreak: 'break-word' }}>{l.reason}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              )}
            </Alert>
          )}
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
