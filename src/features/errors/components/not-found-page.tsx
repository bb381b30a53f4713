import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { StatusView } from '../../../components/feedback/status-view';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('status.notFoundTitle'));
  return (
    <StatusView
      icon={<SearchOffRoundedIcon />}
      code="404"
      title={t('status.notFoundTitle')}
      text={t('status.notFoundText')}
      actions={
        <Button component={RouterLink} to={paths.root} variant="contained">
          {t('status.goHome')}
        </Button>
      }
    />
  );
}
