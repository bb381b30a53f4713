import { useTranslation } from 'react-i18next';
import { ServerSwitch, useServerCall } from '../../../components/lists/server-switch';

/** Available/unavailable switch that waits for the server; on refusal it keeps the old state. */
export function AvailabilitySwitch({ available, label, onChange, testId }: {
  available: boolean;
  label: string;
  onChange: (next: boolean) => Promise<void>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { busy, run } = useServerCall();
  const tooltip = available ? t('catalogue:products.available') : t('catalogue:products.unavailable');
  const toggle = (next: boolean) => void run(() => onChange(next));
  return <ServerSwitch checked={available} label={label} tooltip={tooltip} busy={busy} color="primary" testId={testId} onToggle={toggle} />;
}
