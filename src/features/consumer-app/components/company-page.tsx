import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import StorefrontRoundedIcon from '@mui/icons-material/StorefrontRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { PublicBanner } from '../../../../server/contracts/banners';
import { consumerPath, paths } from '../../../config/paths';
import { useAsync } from '../../../lib/use-async';
import { usePageTitle } from '../../../lib/use-page-title';
import { bannerInLanguage } from '../../../lib/in-language';
import { companyBanners, companyStores } from '../api/browse-api';
import { useCart } from '../hooks/use-cart';

/** Step 2: a company's banners and its stores. */
export default function CompanyPage() {
  const { t } = useTranslation();
  const { companySlug = '' } = useParams();
  const { setCompany } = useCart();
  const data = useAsync(async (signal) => {
    const [stores, banners] = await Promise.all([
      companyStores(companySlug, signal),
      companyBanners(companySlug, undefined, signal).catch(() => [] as PublicBanner[]),
    ]);
    return { ...stores, banners };
  }, [companySlug]);
  const company = data.data?.company;
  usePageTitle(company?.name ?? t('consumer:stores.title'));

  useEffect(() => {
    if (company) setCompany({ uuid: company.uuid, slug: company.slug, name: company.name, currency: company.currency });
  }, [company, setCompany]);

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      <Box sx={{ height: 4, mb: 1 }}>{data.loading && <LinearProgress aria-label={t('consumer:common.loading')} />}</Box>
      {data.error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={paths.consumer.home}>
              {t('consumer:stores.otherCompany')}
            </Button>
          }
        >
          {data.error.message}
        </Alert>
      )}
      {data.data && (
        <>
          {data.data.banners.length > 0 && <BannerStrip banners={data.data.banners} />}
          <Typography variant="h5" component="h1" sx={{ fontWeight: 750, mt: 1 }}>
            {t('consumer:stores.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {t('consumer:stores.subtitle', { company: data.data.company.name })}
          </Typography>
          {data.data.stores.length === 0 && <Alert severity="info">{t('consumer:stores.none')}</Alert>}
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            {data.data.stores.map((s) => (
              <Card key={s.uuid} variant="outlined">
                <CardActionArea
                  component={RouterLink}
                  to={consumerPath.store(companySlug, s.slug)}
                  data-testid="store-card"
                  sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'flex-start', height: '100%' }}
                >
                  <StorefrontRoundedIcon color="primary" sx={{ mt: 0.25 }} />
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Typography sx={{ fontWeight: 700 }}>{s.name}</Typography>
                    {s.address && (
                      <Typography variant="body2" color="text.secondary">
                        {s.address}
                      </Typography>
                    )}
                    {s.opening_hours && (
                      <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, alignItems: 'center', color: 'text.secondary' }}>
                        <ScheduleRoundedIcon sx={{ fontSize: 16 }} />
                        <Typography variant="caption">{s.opening_hours}</Typography>
                      </Stack>
                    )}
                  </Box>
                  <ChevronRightRoundedIcon color="action" sx={{ alignSelf: 'center' }} />
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

/** The company's banners, side by side, swiped on a phone. Links inside the app stay in the app. */
function BannerStrip({ banners: kept }: { banners: PublicBanner[] }) {
  const { t, i18n } = useTranslation();
  const banners = kept.map((b) => bannerInLanguage(b, i18n.language));
  return (
    <Box
      component="section"
      aria-label={t('consumer:stores.banners')}
      sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', scrollSnapType: 'x mandatory', pb: 1, mb: 2, mx: { xs: -1.5, sm: 0 }, px: { xs: 1.5, sm: 0 } }}
    >
      {banners.map((b) => {
        // The pictures carry their own lettering (3:1); the title is their alternative text.
        const inner = (
          <Box sx={{ borderRadius: 2, overflow: 'hidden', aspectRatio: '3 / 1', bgcolor: 'action.selected' }}>
            <Box
              component="img"
              src={b.image}
              alt={[b.title, b.subtitle].filter(Boolean).join('. ')}
              loading="lazy"
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          </Box>
        );
        const sx = { flex: '0 0 auto', width: { xs: '86%', sm: 420 }, scrollSnapAlign: 'start', color: 'inherit', textDecoration: 'none' } as const;
        if (b.link?.startsWith('/'))
          return (
            <Box key={b.uuid} component={RouterLink} to={b.link.replace(/^\/app(?=\/)/, '')} sx={sx} data-testid="banner">
              {inner}
            </Box>
          );
        if (b.link)
          return (
            <Box key={b.uuid} component="a" href={b.link} target="_blank" rel="noopener noreferrer" sx={sx} data-testid="banner">
              {inner}
            </Box>
          );
        return (
          <Box key={b.uuid} sx={sx} data-testid="banner">
            {inner}
          </Box>
        );
      })}
    </Box>
  );
}
