import HowToRegRoundedIcon from '@mui/icons-material/HowToRegRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCurrentUser, useLogout } from '../../../lib/use-auth';
import { ErrorPage } from './error-page';

/** Where logged-in users land when they open a page meant for visitors (login, register...). */
export default function InvalidAccessPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const signOut = async () => {
    await logout();
    navigate(paths.login, { replace: true });
  };
  const more = user && (
    <Button variant="outlined" onClick={signOut}>
      {t('status.signOutOther')}
    </Button>
  );
  return <ErrorPage name="invalidAccess" icon={<HowToRegRoundedIcon />} more={more} />;
}
