import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { STORAGE_KEYS } from '../../../config/constants';
import { modePath, modesForRole } from '../../../lib/access';
import { writeJson } from '../../../lib/storage';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { ModeIcon } from './mode-icon';

/** After login: the modes that fit the user's role. */
export default function ModeChooserPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t('modes.title'));
  if (!user) return null;
  const modes = modesForRole(user.role);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {t('modes.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {t('modes.subtitle', { name: user.name, role: t(`roles.${user.role}`) })}
      </Typography>
      {modes.length === 0 && <Alert severity="warning">{t('modes.none')}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {modes.map((mode) => {
          return (
            <Card key={mode} sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={modePath[mode]}
                onClick={() => writeJson(STORAGE_KEYS.mode, mode)}
                sx={{ height: '100%', p: 3, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}
                data-testid={`mode-${mode}`}
              >
                <Stack direction="row" sx={{ width: '100%', alignItems: 'center', justifyContent: 'space-between' }}>
                  <Box
                    sx={{
                      width: 52,
                      height: 52,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                    }}
                  >
                    <ModeIcon mode={mode} />
                  </Box>
                </Stack>
                <Typography variant="h6" component="h2">
                  {t(`modes.${mode}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                  {t(`modes.${mode}.text`)}
                </Typography>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'primary.main', fontWeight: 600 }}>
                  <Typography variant="button">{t('common.open')}</Typography>
                  <ArrowForwardRoundedIcon fontSize="small" />
                </Stack>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </Container>
  );
}
