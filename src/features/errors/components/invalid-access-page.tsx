import HowToRegRoundedIcon from '@mui/icons-material/HowToRegRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { StatusView } from '../../../components/feedback/status-view';
import { paths } from '../../../config/paths';
import { useCurrentUser, useLogout } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';

/** Where logged-in users land when they open a page meant for visitors (login, register...). */
export default function InvalidAccessPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  usePageTitle(t('status.invalidAccessTitle'));
  return (
    <StatusView
      icon={<HowToRegRoundedIcon />}
      title={t('status.invalidAccessTitle')}
      text={t('status.invalidAccessText')}
      actions={
        <>
          <Button component={RouterLink} to={user ? paths.userWelcome : paths.root} variant="contained">
            {user ? t('status.goWelcome') : t('status.goHome')}
          </Button>
          {user && (
            <Button
              variant="outlined"
              onClick={async () => {
                await logout();
                navigate(paths.login, { replace: true });
              }}
            >
              {t('status.signOutOther')}
            </Button>
          )}
        </>
      }
    />
  );
}
