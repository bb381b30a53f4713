// Small parts the demo screens share: the panel they sit in, the loading and failure states, a
// confirm-free form dialog, a change's failure, and the colours of the sample data's fixed values.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sampleWord } from '../demo-words';

export function Panel({ children, sx, label }: { children: ReactNode; sx?: SxProps<Theme>; label?: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ borderRadius: 3, overflow: 'hidden', ...sx }}>
      {children}
    </Paper>
  );
}

/** The spinner while a mock call answers, or its failure with a retry. */
export function LoadState({ loading, error, onRetry }: { loading: boolean; error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error)
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('demo:common.retry')}
          </Button>
        }
      >
        {t('demo:common.loadFailed')}
      </Alert>
    );
  if (!loading) return null;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }} role="status" aria-label={t('demo:common.loading')}>
      <CircularProgress size={32} />
    </Box>
  );
}

/** What failed of a change, for its message (demo:common.<failure>). */
export type ChangeFailure = 'saveFailed' | 'deleteFailed' | 'changeFailed';

/**
 * A change sent to the mock layer (a save, a delete): busy while it runs; a failure is kept as its
 * message, in the person's language, until the next try or `clear()`. The caller closes its dialog or
 * empties its field only after the change went through, so what the person typed stays when it fails.
 */
export function useChange() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ChangeFailure | null>(null);
  const run = async (change: () => Promise<unknown>, failed: ChangeFailure = 'saveFailed') => {
    setBusy(true);
    setFailure(null);
    try {
      await change();
    } catch {
      setFailure(failed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error: failure ? t(`demo:common.${failure}`) : null, run, clear: () => setFailure(null) };
}

/** A change's failure where the change was asked (above a list, in a dialog). */
export function ChangeError({ error, onClose, sx }: { error: string | null; onClose?: () => void; sx?: SxProps<Theme> }) {
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" onClose={onClose} sx={sx} data-testid="demo-change-error">
      {error}
    </Alert>
  );
}

/** A small form in a dialog: Save submits, an optional Delete on the left; a failed change shows above the fields. */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  onDelete,
  error = null,
  busy = false,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  onDelete?: () => void;
  /** The last change's failure (useChange): the dialog stays open with what was typed. */
  error?: string | null;
  busy?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" slotProps={{ paper: { component: 'form', onSubmit: submit } as object }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ChangeError error={error} />
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {onDelete && (
          <Button color="error" onClick={onDelete} disabled={busy} sx={{ mr: 'auto' }}>
            {t('demo:common.delete')}
          </Button>
        )}
        <Button onClick={onClose}>{t('demo:common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('demo:common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Colours of the calendar's categories (also each event's own colour in the sample). */
export const CATEGORY_COLORS: Record<string, string> = { Education: '#1565c0', Work: '#c2185b', Personal: '#2e7d32' };

/** Chip colours of the table's and the products' tags. */
export const TAG_COLORS: Record<string, 'success' | 'warning' | 'info' | 'secondary' | 'default'> = {
  Done: 'success',
  Sale: 'warning',
  New: 'info',
  Popular: 'secondary',
};

/** The pagination's labels of its buttons, in the person's language. */
export function usePageLabel() {
  const { t } = useTranslation();
  const names = { next: 'nextPage', previous: 'previousPage', first: 'firstPage', last: 'lastPage' } as const;
  return (type: string, page: number | null) =>
    type === 'page' ? t('demo:common.goToPage', { page }) : t(`demo:common.${names[type as keyof typeof names] ?? 'goToPage'}`, { page });
}

/** Translates a fixed sample value (a category, a tag, a folder) when the demo namespace knows it; again on a change of language. */
export function useSampleWord() {
  useTranslation();
  return sampleWord;
}
