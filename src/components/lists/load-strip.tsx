// The thin progress bar over a list while it loads, and the error with a retry when it failed.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

interface LoadStripProps {
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  /** The progress bar's accessible name; `lists.loading` without it. */
  loadingLabel?: string;
  /** Shown when the error has no message; `lists.loadFailed` without it. */
  failedMessage?: string;
  /** The error's margin: a list card leaves room round it; a panel's list is already padded. */
  errorMargin?: number;
}

export function LoadStrip({ loading, error, onRetry, loadingLabel, failedMessage, errorMargin = 2 }: LoadStripProps) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={loadingLabel ?? t('lists.loading')} />}</Box>
      {error && (
        <Alert
          severity="error"
          sx={{ m: errorMargin }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          }
        >
          {error.message || failedMessage || t('lists.loadFailed')}
        </Alert>
      )}
    </>
  );
}
