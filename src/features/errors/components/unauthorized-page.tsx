import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { StatusView } from '../../../components/feedback/status-view';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t('status.unauthorizedTitle'));
  return (
    <StatusView
      icon={<BlockRoundedIcon />}
      code="403"
      title={t('status.unauthorizedTitle')}
      text={t('status.unauthorizedText')}
      actions={
        <Button component={RouterLink} to={user ? paths.userWelcome : paths.root} variant="contained">
          {user ? t('status.goWelcome') : t('status.goHome')}
        </Button>
      }
    />
  );
}
