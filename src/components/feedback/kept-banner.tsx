// The notice over a screen that shows data kept on the device because the network is gone: when it
// was loaded, and a way to try the network again.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface KeptBannerProps {
  /** When the data shown was loaded (epoch ms). */
  loadedAt: number;
  onRetry: () => void;
  /** A second line, e.g. how much of a report is kept. */
  children?: ReactNode;
}

export const formatLoadedAt = (at: number, language: string): string => new Date(at).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

export function KeptBanner({ loadedAt, onRetry, children }: KeptBannerProps) {
  const { t, i18n } = useTranslation();
  return (
    <Alert
      severity="warning"
      role="status"
      data-testid="kept-banner"
      data-loaded-at={new Date(loadedAt).toISOString()}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {t('reports:kept.banner', { time: formatLoadedAt(loadedAt, i18n.language) })}
      {children}
    </Alert>
  );
}
