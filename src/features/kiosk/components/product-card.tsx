import AddRoundedIcon from '@mui/icons-material/AddRounded';
import RestaurantRoundedIcon from '@mui/icons-material/RestaurantRounded';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '../../../../server/contracts/catalogue';
import type { Allergen } from '../../../../server/contracts/menu';
import { AllergenChips, DietaryMarks } from '../../../components/product-choices/menu-marks';
import { fromPrice, needsChoices } from '../../../components/product-choices/sheet-state';
import { formatMoney } from '../../../lib/money';

/**
 * A large product card: picture, name, price, dietary marks and allergens, and one big button. A
 * product with choices (sizes, options, a combo) says "Choose" and opens the sheet; a plain one says
 * "Add" and goes into the order with one tap, the fastest for a guest at a counter with a queue
 * behind. The picture and name open the sheet for any product (a note, a quantity, the allergens);
 * that button is named by what it shows (WCAG 2.5.3), the name first.
 */
export function ProductCard({ product, inCart, avoid, onAdd, onOpen }: {
  product: PublicProduct;
  inCart: number;
  avoid?: readonly Allergen[];
  onAdd(): void;
  onOpen(): void;
}) {
  const { t, i18n } = useTranslation();
  const [broken, setBroken] = useState(false);
  const soldOut = !product.in_stock || product.stock === 0;
  const few = product.stock !== null && product.stock > 0 && product.stock <= 5;
  const choices = needsChoices(product);
  const price = fromPrice(product);
  return (
    <Card
      component="article"
      sx={{ display: 'flex', flexDirection: 'column', borderRadius: 3, position: 'relative', opacity: soldOut ? 0.6 : 1 }}
      aria-label={product.name}
      data-testid="kiosk-product"
    >
      <CardActionArea
        onClick={onOpen}
        disabled={soldOut}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', flex: 1 }}
        data-testid="kiosk-product-open"
      >
        <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.100', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
          {product.image && !broken ? (
            <Box
              component="img"
              src={product.image}
              alt=""
              loading="lazy"
              onError={() => setBroken(true)}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <RestaurantRoundedIcon sx={{ fontSize: 72, color: 'grey.500' }} aria-hidden />
          )}
        </Box>
        <Box sx={{ p: 2, pb: 1, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.2 }}>
            {product.name}
          </Typography>
          {product.description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {product.description}
            </Typography>
          )}
          <DietaryMarks dietary={product.dietary} spicyLevel={product.spicy_level} />
          <AllergenChips allergens={product.allergens} avoid={avoid} compact />
        </Box>
      </CardActionArea>
      {inCart > 0 && (
        <Chip
          color="primary"
          label={t('kiosk:menu.inCart', { count: inCart })}
          sx={{ position: 'absolute', top: 12, right: 12, fontWeight: 700, fontSize: '1rem' }}
        />
      )}
      <Box sx={{ px: 2, pb: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
            {price.varies || product.is_combo
              ? t('kiosk:menu.from', { price: formatMoney(price.price, product.currency, i18n.language) })
              : formatMoney(price.price, product.currency, i18n.language)}
          </Typography>
          {soldOut ? (
            <Chip label={t('kiosk:menu.soldOut')} color="default" sx={{ fontWeight: 700 }} />
          ) : few ? (
            <Chip label={t('kiosk:menu.fewLeft', { count: product.stock ?? 0 })} color="warning" variant="outlined" />
          ) : null}
        </Box>
        <Button
          variant="contained"
          size="large"
          startIcon={choices ? <TuneRoundedIcon /> : <AddRoundedIcon />}
          onClick={choices ? onOpen : onAdd}
          disabled={soldOut}
          sx={{ minHeight: 56, fontSize: '1.1rem' }}
          aria-label={choices ? t('kiosk:menu.chooseNamed', { name: product.name }) : t('kiosk:menu.addNamed', { name: product.name })}
        >
          {choices ? t('kiosk:menu.choose') : t('kiosk:menu.add')}
        </Button>
      </Box>
    </Card>
  );
}
