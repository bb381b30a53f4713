import ConstructionRoundedIcon from '@mui/icons-material/ConstructionRounded';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { StatusView } from '../../../components/feedback/status-view';

/** Said plainly when the server has no route for a screen yet: nothing made up in its place. */
export function NotAvailable({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <StatusView
      icon={<ConstructionRoundedIcon />}
      badge={<Chip label={t('consumer:common.notAvailableBadge')} color="warning" size="small" data-testid="not-available-badge" />}
      title={t('consumer:common.notAvailableTitle', { name })}
      text={t('consumer:common.notAvailableText')}
    />
  );
}
