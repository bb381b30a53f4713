import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';

const LINKS = [
  ['footer.about', paths.pages.about],
  ['footer.contact', paths.pages.contact],
  ['footer.terms', paths.pages.terms],
  ['footer.privacy', paths.pages.privacy],
  ['footer.refund', paths.pages.refund],
  ['footer.shipping', paths.pages.shipping],
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ py: 3, px: { xs: 2, md: 3 }, borderTop: 1, borderColor: 'divider' }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 1.5, md: 3 }}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'center' } }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }} component="nav" aria-label={t('footer.about')}>
          {LINKS.map(([key, to]) => (
            <Link key={to} component={RouterLink} to={to} variant="body2" color="text.secondary" underline="hover">
              {t(key)}
            </Link>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
