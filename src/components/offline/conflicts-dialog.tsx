// The writes the server refused (a 4xx): each is shown with its reason and the choices that make
// sense: send again (a new key; an order cannot double, its id is unique on the server), for a
// status change apply it to the order's current status, or discard it once a person has read it.
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { discardWrite, retryWrite, useOutbox, type OutboxRecord } from '../../lib/offline/outbox';
import { serverText, useServerWords } from '../../lib/server-text';

function withoutExpectedStatus(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const { expected_status: _ignored, ...rest } = body as Record<string, unknown>;
  return rest;
}

function ConflictItem({ record }: { record: OutboxRecord }) {
  const { t, i18n } = useTranslation('offline');
  useServerWords();
  const isStatusChange = record.kind === 'order-status' && Boolean((record.body as { expected_status?: unknown } | null)?.expected_status);
  return (
    <ListItem divider sx={{ display: 'block' }} data-testid="conflict-item">
      <Typography variant="subtitle1" fontWeight={600}>
        {record.label}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('offline:dialog.taken', { time: new Date(record.createdAt).toLocaleString(i18n.language) })}
      </Typography>
      <Alert severity="error" sx={{ my: 1 }}>
        <strong>{t('offline:dialog.reason')}:</strong> {record.error ? serverText(record.error.message, record.error.code, record.error.params) : null}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => void retryWrite(record.id)} title={t('offline:dialog.retryHelp')}>
          {t('offline:dialog.retry')}
        </Button>
        {isStatusChange && (
          <Button variant="outlined" onClick={() => void retryWrite(record.id, withoutExpectedStatus(record.body))} title={t('offline:dialog.applyHelp')}>
            {t('offline:dialog.applyAnyway')}
          </Button>
        )}
        <Button
          color="error"
          onClick={() => {
            if (window.confirm(t('offline:dialog.discardConfirm'))) void discardWrite(record.id);
          }}
        >
          {t('offline:dialog.discard')}
        </Button>
      </Stack>
    </ListItem>
  );
}

export function ConflictsDialog({ open, onClose, scope }: { open: boolean; onClose: () => void; scope?: string }) {
  const { t } = useTranslation('offline');
  const { conflicts } = useOutbox(scope);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="conflicts-title">
      <DialogTitle id="conflicts-title">{t('offline:dialog.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {conflicts.length ? t('offline:dialog.intro') : t('offline:dialog.none')}
        </Typography>
        <List disablePadding>
          {conflicts.map((r) => (
            <ConflictItem key={r.id} record={r} />
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('offline:dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
