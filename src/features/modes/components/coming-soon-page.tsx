import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/feedback/placeholder-page';
import { paths } from '../../../config/paths';
import type { AppMode } from '../../../lib/access';

/** Kiosk, cashier and consumer modes arrive in later issues; this says so and offers a way back. */
export default function ComingSoonPage({ mode }: { mode: Exclude<AppMode, 'backOffice'> }) {
  const { t } = useTranslation();
  const name = t(`modes.${mode}.title`);
  return (
    <Container maxWidth="md">
      <PlaceholderPage
        name={name}
        title={t('modes.comingSoonTitle', { mode: name })}
        text={t('modes.comingSoonText')}
        backTo={paths.userWelcome}
        backLabel={t('modes.chooseAnother')}
      />
    </Container>
  );
}
