// Active/inactive switch of a list row that waits for the server before it moves; read-only
// (a chip) when the caller may not change the status. With `confirmOff`, turning it off asks
// first (a row whose deactivation takes items off a menu).
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityStatus } from '../../../server/contracts/common';
import { ServerSwitch, useServerCall } from './server-switch';

interface StatusSwitchProps {
  status: string;
  label: string;
  /** Without it the status is read-only. Resolves once the server has answered (its message is toasted). */
  onChange?: (next: EntityStatus) => Promise<void>;
  testId?: string;
  /** Asked before switching off: what going inactive does ("… leaves the menu"). */
  confirmOff?: { title: string; text: string };
}

export function StatusSwitch({ status, label, onChange, testId, confirmOff }: StatusSwitchProps) {
  const { t } = useTranslation();
  const { busy, run } = useServerCall();
  const [asking, setAsking] = useState(false);
  const active = status === 'active';
  const text = active ? t('common.active') : t('common.inactive');
  if (!onChange) return <Chip size="small" color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} label={text} />;
  const apply = (next: EntityStatus) => {
    setAsking(false);
    return run(() => onChange(next));
  };
  return (
    <>
      <ServerSwitch
        checked={active}
        label={label}
        tooltip={text}
        busy={busy}
        color="success"
        testId={testId}
        onToggle={(checked) => (!checked && confirmOff ? setAsking(true) : void apply(checked ? 'active' : 'inactive'))}
      />
      {confirmOff && (
        <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={`${testId ?? 'status'}-confirm-title`}>
          <DialogTitle id={`${testId ?? 'status'}-confirm-title`}>{confirmOff.title}</DialogTitle>
          <DialogContent>
            <DialogContentText>{confirmOff.text}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(false)}>{t('common.cancel')}</Button>
            <Button color="warning" variant="contained" onClick={() => void apply('inactive')}>
              {t('lists.deactivate')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
