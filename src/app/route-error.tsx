import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { StatusView } from '../components/feedback/status-view';

/** Shown when a screen fails to render, most often a chunk that could not be loaded (offline, new deploy). */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : '';
  // Offline, a screen this device never opened has no script here: say so, not "something went wrong".
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <StatusView
      icon={<CloudOffRoundedIcon />}
      title={offline ? t('errors.offlineTitle') : t('errors.generic')}
      text={offline ? t('errors.chunkOffline') : `${t('errors.chunk')}${detail ? ` (${detail})` : ''}`}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>
      }
    />
  );
}

/** The root route's errorElement: a screen that throws (or whose chunk never came) shows RouteError. */
export function RouteErrorElement() {
  return <RouteError error={useRouteError()} />;
}
