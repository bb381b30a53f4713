import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';

export type InfoPageKey = 'terms' | 'refund' | 'shipping' | 'privacy' | 'contact' | 'about';

/** The static information pages: terms, refund, shipping, privacy, contact, about. */
export default function InfoPage({ page }: { page: InfoPageKey }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  usePageTitle(title);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' }, mb: 3 }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        {(['p1', 'p2', 'p3'] as const).map((p) => (
          <Typography key={p} sx={{ fontSize: '1.05rem', lineHeight: 1.7 }}>
            {t(`pages.${page}.${p}`)}
          </Typography>
        ))}
      </Stack>
    </Container>
  );
}
