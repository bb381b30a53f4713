// Active/inactive switch of a list row that waits for the server before it moves; read-only
// (a chip) when the caller may not change the status.
import Chip from '@mui/material/Chip';
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
}

export function StatusSwitch({ status, label, onChange, testId }: StatusSwitchProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const active = status === 'active';
  const text = active ? t('common.active') : t('common.inactive');
  if (!onChange) return <Chip size="small" color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} label={text} />;
  return (
    <Tooltip title={text}>
      <Switch
        checked={active}
        disabled={busy}
        color="success"
        slotProps={{ input: { 'aria-label': label, role: 'switch' } }}
        data-testid={testId}
        onChange={async (_e, checked) => {
          setBusy(true);
          try {
            await onChange(checked ? 'active' : 'inactive');
          } catch {
            /* the toast told the person; the switch keeps the old state */
          } finally {
            setBusy(false);
          }
        }}
      />
    </Tooltip>
  );
}
