import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Available/unavailable switch that waits for the server; on refusal it keeps the old state. */
export function AvailabilitySwitch({ available, label, onChange, testId }: {
  available: boolean;
  label: string;
  onChange: (next: boolean) => Promise<void>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Tooltip title={available ? t('catalogue:products.available') : t('catalogue:products.unavailable')}>
      <Switch
        checked={available}
        disabled={busy}
        color="primary"
        slotProps={{ input: { 'aria-label': label, role: 'switch' } }}
        data-testid={testId}
        onChange={async (_e, checked) => {
          setBusy(true);
          try {
            await onChange(checked);
          } catch {
            /* the toast told the person */
          } finally {
            setBusy(false);
          }
        }}
      />
    </Tooltip>
  );
}
