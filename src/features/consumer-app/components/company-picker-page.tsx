import ApartmentRoundedIcon from '@mui/icons-material/ApartmentRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { SearchField } from '../../../components/forms/search-field';
import { consumerPath } from '../../../config/paths';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { listCompanies } from '../api/browse-api';
import { LinkCard, LoadStrip } from './page-parts';

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
      <LoadStrip loading={companies.loading} />
      {companies.error && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={companies.reload}>{t('consumer:common.retry')}</Button>}>
          {companies.error.message}
        </Alert>
      )}
      {companies.data && companies.data.items.length === 0 && <Alert severity="info">{t('consumer:companies.none')}</Alert>}
      <Stack spacing={1.5}>
        {companies.data?.items.map((c) => (
          <LinkCard key={c.uuid} to={consumerPath.company(c.slug)} testId="company-card" p={2} gap={2}>
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
          </LinkCard>
        ))}
      </Stack>
    </Box>
  );
}
