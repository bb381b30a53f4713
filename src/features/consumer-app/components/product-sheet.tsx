import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import FastfoodRoundedIcon from '@mui/icons-material/FastfoodRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '../../../../server/contracts/catalogue';
import { MAX_CART_QUANTITY } from '../../../../server/contracts/ordering';
import { formatMoney } from '../../../lib/money';
import { QuantityStepper } from './quantity-stepper';
import { TypeMark } from './type-mark';

/** A product's details in a bottom sheet: picture, description, quantity, a note for the kitchen. */
export function ProductSheet({ product, onClose, onAdd, disabled }: { product: PublicProduct | null; onClose: () => void; onAdd: (quantity: number, note: string | null) => Promise<void>; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const uuid = product?.uuid;
  useEffect(() => {
    setQuantity(1);
    setNote('');
  }, [uuid]);
  const max = Math.min(MAX_CART_QUANTITY, product?.stock ?? MAX_CART_QUANTITY);

  return (
    <Drawer
      anchor="bottom"
      open={Boolean(product)}
      onClose={onClose}
      slotProps={{ paper: { sx: { maxWidth: 560, mx: 'auto', borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '92dvh' }, role: 'dialog', 'aria-labelledby': 'product-sheet-title' } as object }}
    >
      {product && (
        <Box data-testid="product-sheet">
          <Box sx={{ position: 'relative', aspectRatio: '16 / 10', bgcolor: 'action.selected', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
            {product.image ? (
              <Box component="img" src={product.image} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
            ) : (
              <FastfoodRoundedIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
            )}
            <IconButton onClick={onClose} aria-label={t('consumer:common.close')} sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}>
              <CloseRoundedIcon />
            </IconButton>
          </Box>
          <Box sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TypeMark type={product.type} />
              <Typography id="product-sheet-title" variant="h6" component="h2" sx={{ fontWeight: 750, lineHeight: 1.25 }}>
                {product.name}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {[t(`consumer:types.${product.type}`), product.category_name].join(' · ')}
            </Typography>
            <Typography sx={{ fontWeight: 750, mt: 1, fontSize: '1.15rem' }}>{formatMoney(product.price, product.currency, i18n.language)}</Typography>
            {product.description && <Typography sx={{ mt: 1 }}>{product.description}</Typography>}
            {product.stock !== null && (
              <Typography variant="body2" color={product.stock <= 5 ? 'warning.main' : 'text.secondary'} sx={{ mt: 1 }}>
                {product.in_stock ? t('consumer:menu.left', { count: product.stock }) : t('consumer:menu.soldOut')}
              </Typography>
            )}
            <TextField
              label={t('consumer:menu.note')}
              placeholder={t('consumer:menu.notePlaceholder')}
              value={note}
              onChange={(e) => setNote(e.target.value.slice(0, 200))}
              fullWidth
              size="small"
              sx={{ mt: 2 }}
            />
            <Stack direction="row" spacing={1.5} sx={{ mt: 2, alignItems: 'center' }}>
              <QuantityStepper value={quantity} onChange={setQuantity} name={product.name} min={1} max={max} />
              <Button
                variant="contained"
                size="large"
                fullWidth
                disabled={busy || disabled || !product.in_stock}
                data-testid="sheet-add"
                onClick={async () => {
                  setBusy(true);
                  try {
                    await onAdd(quantity, note.trim() || null);
                  } finally {
                    setBusy(false);
                  }
                }}
                sx={{ justifyContent: 'space-between' }}
              >
                <span>{t('consumer:menu.add')}</span>
                <span>{formatMoney(product.price * quantity, product.currency, i18n.language)}</span>
              </Button>
            </Stack>
          </Box>
        </Box>
      )}
    </Drawer>
  );
}
