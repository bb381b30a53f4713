// A switch that waits for the server before it moves: busy while the call runs; a refusal (the
// toast told the person) leaves it as it was.
import Switch, { type SwitchProps } from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';

/** `run(call)`: busy until the call settles; a failure is swallowed (the API client toasted it). */
export function useServerCall() {
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
    } catch {
      /* the toast told the person; what is shown stays as it was */
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

interface ServerSwitchProps {
  checked: boolean;
  /** The switch's accessible name. */
  label: string;
  /** What the switch shows now ("Active"). */
  tooltip: string;
  busy: boolean;
  onToggle: (checked: boolean) => void;
  color?: SwitchProps['color'];
  testId?: string;
}

export function ServerSwitch({ checked, label, tooltip, busy, onToggle, color, testId }: ServerSwitchProps) {
  return (
    <Tooltip title={tooltip}>
      <Switch
        checked={checked}
        disabled={busy}
        color={color}
        slotProps={{ input: { 'aria-label': label, role: 'switch' } }}
        data-testid={testId}
        onChange={(_e, next) => onToggle(next)}
      />
    </Tooltip>
  );
}
