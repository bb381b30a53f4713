// "Make it a meal?": when a guest adds a combo's main (a product in a combo's first slot), the combos
// offering it are shown in a bar above the order bar, once per product per guest. It does not stop
// the guest: the main is in the order already and the guest may go on; one tap on a combo takes that
// main out again and opens the combo's sheet with it chosen; "No thanks" closes the bar.
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import RestaurantRoundedIcon from '@mui/icons-material/RestaurantRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '../../../../server/contracts/catalogue';
import { fromPrice } from '../../../components/product-choices/sheet-state';
import { formatMoney } from '../../../lib/money';

/** The combos of the menu whose first slot (the main) offers this product, orderable now. */
export function combosFor(products: readonly PublicProduct[], p: PublicProduct): PublicProduct[] {
  if (p.is_combo || !p.in_combos?.length) return [];
  return products.filter(
    (c) =>
      c.is_combo &&
      p.in_combos.includes(c.uuid) &&
      c.in_stock &&
      c.stock !== 0 &&
      (c.combo_slots[0]?.items ?? []).some((i) => i.product_uuid === p.uuid && i.available),
  );
}

export function MealOfferBar({ main, combos, onTake, onDecline }: {
  main: PublicProduct;
  combos: PublicProduct[];
  onTake(combo: PublicProduct): void;
  onDecline(): void;
}) {
  const { t, i18n } = useTranslation();
  const first = combos[0];
  return (
    <Paper
      square
      elevation={6}
      component="section"
      aria-labelledby="kiosk-meal-title"
      sx={{ px: 2, py: 1.5, display: 'flex', alignItems: 'center', gap: 2, bgcolor: 'background.paper', borderTop: 4, borderColor: 'primary.main' }}
      data-testid="kiosk-meal-offer"
    >
      <Box
        sx={{ width: 96, height: 72, flex: 'none', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100', display: 'grid', placeItems: 'center' }}
        aria-hidden
      >
        {first?.image
          ? <Box component="img" src={first.image} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          : <RestaurantRoundedIcon sx={{ fontSize: 40, color: 'grey.500' }} />}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }} aria-live="polite">
        <Typography id="kiosk-meal-title" variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {t('kiosk:meal.title')}
        </Typography>
        <Typography sx={{ fontSize: '1.1rem' }} color="text.secondary">{t('kiosk:meal.text', { name: main.name })}</Typography>
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ flex: 'none', alignItems: 'center' }}>
        {combos.slice(0, 2).map((c) => (
          <Button
            key={c.uuid}
            variant="contained"
            size="large"
            onClick={() => onTake(c)}
            sx={{ minHeight: 72, px: 2.5, flexDirection: 'column', lineHeight: 1.2, textTransform: 'none' }}
          >
            <Box component="span" sx={{ fontSize: '1.2rem', fontWeight: 800 }}>
              {t('kiosk:meal.take')}
            </Box>
            <Box component="span" sx={{ fontSize: '0.95rem', fontWeight: 500 }}>
              {c.name} · {t('kiosk:menu.from', { price: formatMoney(fromPrice(c).price, c.currency, i18n.language) })}
            </Box>
          </Button>
        ))}
        <Button size="large" onClick={onDecline} startIcon={<CloseRoundedIcon />} sx={{ minHeight: 72, fontSize: '1.1rem' }} data-testid="kiosk-meal-decline">
          {t('kiosk:meal.noThanks')}
        </Button>
      </Stack>
    </Paper>
  );
}
