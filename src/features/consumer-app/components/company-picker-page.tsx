import ApartmentRoundedIcon from '@mui/icons-material/ApartmentRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { SearchField } from '../../../components/forms/search-field';
import { consumerPath } from '../../../config/paths';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { listCompanies } from '../api/browse-api';

/** Step 1: which company's cafeteria. A company consumer goes straight to their own. */
export default function CompanyPickerPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t('consumer:companies.title'));
  const [search, setSearch] = useState('');
  const ownSlug = user?.role === 'company_consumer' ? user.company_slug : null;
  const companies = useAsync((signal) => listCompanies(search, signal), [search]);

  if (ownSlug) return <Navigate to={consumerPath.company(ownSlug)} replace />;

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 750 }}>
        {t('consumer:companies.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('consumer:companies.subtitle')}
      </Typography>
      <SearchField label={t('consumer:companies.search')} onSearch={setSearch} />
      <Box sx={{ height: 4, my: 1 }}>{companies.loading && <LinearProgress aria-label={t('consumer:common.loading')} />}</Box>
      {companies.error && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={companies.reload}>{t('consumer:common.retry')}</Button>}>
          {companies.error.message}
        </Alert>
      )}
      {companies.data && companies.data.items.length === 0 && <Alert severity="info">{t('consumer:companies.none')}</Alert>}
      <Stack spacing={1.5}>
        {companies.data?.items.map((c) => (
          <Card key={c.uuid} variant="outlined">
            <CardActionArea
              component={RouterLink}
              to={consumerPath.company(c.slug)}
              data-testid="company-card"
              sx={{ p: 2, display: 'flex', gap: 2, justifyContent: 'flex-start' }}
            >
              <Avatar src={c.logo ?? undefined} alt="" variant="rounded" sx={{ width: 48, height: 48, bgcolor: 'primary.main' }}>
                <ApartmentRoundedIcon />
              </Avatar>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 700 }} noWrap>
                  {c.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {t('consumer:companies.open')}
                </Typography>
              </Box>
              <ChevronRightRoundedIcon color="action" />
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
