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
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityStatus } from '../../../server/contracts/common';

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
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const active = status === 'active';
  const text = active ? t('common.active') : t('common.inactive');
  if (!onChange) return <Chip size="small" color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} label={text} />;
  const apply = async (next: EntityStatus) => {
    setAsking(false);
    setBusy(true);
    try {
      await onChange(next);
    } catch {
      /* the toast told the person; the switch keeps the old state */
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Tooltip title={text}>
        <Switch
          checked={active}
          disabled={busy}
          color="success"
          slotProps={{ input: { 'aria-label': label, role: 'switch' } }}
          data-testid={testId}
          onChange={(_e, checked) => (!checked && confirmOff ? setAsking(true) : void apply(checked ? 'active' : 'inactive'))}
        />
      </Tooltip>
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
