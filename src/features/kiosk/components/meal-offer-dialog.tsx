// "Make it a meal?": a guest adding a product that a combo offers in one of its slots is shown those
// combos once. One tap opens the combo's sheet with that product already chosen; "No thanks" adds the
// product as it was.
import RestaurantRoundedIcon from '@mui/icons-material/RestaurantRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '../../../../server/contracts/catalogue';
import { fromPrice } from '../../../components/product-choices/sheet-state';
import { formatMoney } from '../../../lib/money';

export function MealOfferDialog({ main, combos, onTake, onDecline }: { main: PublicProduct | null; combos: PublicProduct[]; onTake(combo: PublicProduct): void; onDecline(): void }) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog open={Boolean(main)} onClose={onDecline} maxWidth="sm" fullWidth aria-labelledby="kiosk-meal-title" aria-describedby="kiosk-meal-text">
      <DialogTitle id="kiosk-meal-title" sx={{ fontSize: '2.2rem', fontWeight: 800 }}>
        {t('kiosk:meal.title')}
      </DialogTitle>
      <DialogContent>
        <Typography id="kiosk-meal-text" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('kiosk:meal.text', { name: main?.name ?? '' })}
        </Typography>
        <Stack spacing={2}>
          {combos.map((c) => (
            <Card key={c.uuid} variant="outlined" sx={{ display: 'flex', gap: 2, p: 2, alignItems: 'center', borderWidth: 2 }} data-testid="kiosk-meal-offer">
              <Box sx={{ width: 120, height: 90, flex: 'none', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100', display: 'grid', placeItems: 'center' }} aria-hidden>
                {c.image ? <Box component="img" src={c.image} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : <RestaurantRoundedIcon sx={{ fontSize: 48, color: 'grey.500' }} />}
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="h6" component="h3" sx={{ fontWeight: 800 }}>
                  {c.name}
                </Typography>
                {c.description && (
                  <Typography color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                    {c.description}
                  </Typography>
                )}
                <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
                  {t('kiosk:menu.from', { price: formatMoney(fromPrice(c).price, c.currency, i18n.language) })}
                </Typography>
              </Box>
              <Button variant="contained" size="large" onClick={() => onTake(c)} sx={{ minHeight: 64, fontSize: '1.15rem', flex: 'none' }} aria-label={t('kiosk:meal.takeNamed', { name: c.name })}>
                {t('kiosk:meal.take')}
              </Button>
            </Card>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ p: 2 }}>
        <Button size="large" variant="outlined" onClick={onDecline} sx={{ minHeight: 64, fontSize: '1.2rem', flex: 1 }} data-testid="kiosk-meal-decline">
          {t('kiosk:meal.noThanks')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
