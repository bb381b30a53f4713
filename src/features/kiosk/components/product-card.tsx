import AddRoundedIcon from '@mui/icons-material/AddRounded';
import RestaurantRoundedIcon from '@mui/icons-material/RestaurantRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '../../../../server/contracts/catalogue';
import { formatMoney } from '../../../lib/money';

/** A large product card: picture, name, price, availability, and one big "Add" target. */
export function ProductCard({ product, inCart, onAdd }: { product: PublicProduct; inCart: number; onAdd(): void }) {
  const { t, i18n } = useTranslation();
  const [broken, setBroken] = useState(false);
  const soldOut = !product.in_stock || product.stock === 0;
  const few = product.stock !== null && product.stock > 0 && product.stock <= 5;
  return (
    <Card component="article" sx={{ display: 'flex', flexDirection: 'column', borderRadius: 3, position: 'relative', opacity: soldOut ? 0.6 : 1 }} aria-label={product.name} data-testid="kiosk-product">
      <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.100', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
        {product.image && !broken ? (
          <Box component="img" src={product.image} alt="" loading="lazy" onError={() => setBroken(true)} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <RestaurantRoundedIcon sx={{ fontSize: 72, color: 'grey.500' }} aria-hidden />
        )}
      </Box>
      {inCart > 0 && <Chip color="primary" label={t('kiosk:menu.inCart', { count: inCart })} sx={{ position: 'absolute', top: 12, right: 12, fontWeight: 700, fontSize: '1rem' }} />}
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Typography variant="h6" component="h3" sx={{ lineHeight: 1.2 }}>
          {product.name}
        </Typography>
        {product.description && (
          <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {product.description}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
            {formatMoney(product.price, product.currency, i18n.language)}
          </Typography>
          {soldOut ? (
            <Chip label={t('kiosk:menu.soldOut')} color="default" sx={{ fontWeight: 700 }} />
          ) : few ? (
            <Chip label={t('kiosk:menu.fewLeft', { count: product.stock ?? 0 })} color="warning" variant="outlined" />
          ) : null}
        </Box>
        <Button variant="contained" size="large" startIcon={<AddRoundedIcon />} onClick={onAdd} disabled={soldOut} sx={{ minHeight: 56, fontSize: '1.1rem' }} aria-label={t('kiosk:menu.addNamed', { name: product.name })}>
          {t('kiosk:menu.add')}
        </Button>
      </Box>
    </Card>
  );
}
