// The frame of the error pages: the tab title, the message of `status.<name>Title` / `<name>Text`,
// and the way back (the welcome page when signed in, else home; `homeOnly`: always home).
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { StatusView } from '../../../components/feedback/status-view';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';

interface ErrorPageProps {
  name: 'notFound' | 'unauthorized' | 'invalidAccess';
  icon: ReactNode;
  code?: string;
  homeOnly?: boolean;
  /** More ways out, after the way back. */
  more?: ReactNode;
}

export function ErrorPage({ name, icon, code, homeOnly, more }: ErrorPageProps) {
  const { t } = useTranslation();
  const welcome = Boolean(useCurrentUser()) && !homeOnly;
  const title = t(`status.${name}Title`);
  usePageTitle(title);
  const back = (
    <Button component={RouterLink} to={welcome ? paths.userWelcome : paths.root} variant="contained">
      {welcome ? t('status.goWelcome') : t('status.goHome')}
    </Button>
  );
  return <StatusView icon={icon} code={code} title={title} text={t(`status.${name}Text`)} actions={more ? <>{back}{more}</> : back} />;
}
