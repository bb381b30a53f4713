import FastfoodRoundedIcon from '@mui/icons-material/FastfoodRounded';
import VisibilityOffRoundedIcon from '@mui/icons-material/VisibilityOffRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductType, TodayOption, TodayOptionGroup, TodayProduct } from '../../../../server/contracts/catalogue';
import { useServerCall } from '../../../components/lists/server-switch';
import { formatMoney } from '../../../lib/money';

const TYPE_COLORS: Record<ProductType, 'success' | 'error' | 'secondary' | 'info'> = { veg: 'success', non_veg: 'error', vegan: 'secondary', beverage: 'info' };

/** One product of the store's menu: its picture, price and marks, the availability switch and its options' sold-out switches. */
interface MenuCardProps {
  product: TodayProduct;
  onPublicMenu: boolean;
  onToggle: (available: boolean) => Promise<void>;
  onToggleOption: (option: TodayOption, available: boolean) => Promise<void>;
}

export function MenuCard({ product, onPublicMenu, onToggle, onToggleOption }: MenuCardProps) {
  const { t, i18n } = useTranslation();
  const { busy, run } = useServerCall();
  const unavailable = !product.is_available;
  const soldOut = product.is_available && product.stock === 0;
  return (
    <Card
      variant="outlined"
      data-testid="menu-card"
      data-available={product.is_available ? 'true' : 'false'}
      aria-label={product.name}
      role="article"
      sx={{ display: 'flex', flexDirection: 'column', position: 'relative', bgcolor: unavailable ? 'action.hover' : 'background.paper' }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'action.selected', overflow: 'hidden' }}>
        {product.image ? (
          <Box
            component="img"
            src={product.image}
            alt=""
            loading="lazy"
            sx={{
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              objectPosition: 'center bottom',
              display: 'block',
              filter: unavailable ? 'grayscale(1)' : undefined,
              opacity: unavailable ? 0.5 : 1,
            }}
          />
        ) : (
          <Box sx={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <FastfoodRoundedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
          </Box>
        )}
        {(unavailable || soldOut) && (
          <Chip
            icon={<VisibilityOffRoundedIcon />}
            label={unavailable ? t('catalogue:menu.unavailable') : t('catalogue:menu.soldOut')}
            color={unavailable ? 'default' : 'warning'}
            size="small"
            data-testid="menu-card-unavailable"
            sx={{
              position: 'absolute',
              top: 8,
              left: 8,
              bgcolor: unavailable ? 'grey.800' : undefined,
              color: unavailable ? 'common.white' : undefined,
              '& .MuiChip-icon': { color: 'inherit' },
              fontWeight: 700,
            }}
          />
        )}
      </Box>
      <CardContent sx={{ color: unavailable ? 'text.secondary' : undefined, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography sx={{ fontWeight: 700, minWidth: 0 }}>{product.name}</Typography>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(product.price, product.currency, i18n.language)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
          <Chip size="small" variant="outlined" color={TYPE_COLORS[product.type]} label={t(`catalogue:types.${product.type}`)} />
          {product.is_combo && <Chip size="small" variant="outlined" label={t('catalogue:menu.combo')} />}
          {product.stock !== null && product.stock > 0 && (
            <Typography variant="caption" color="text.secondary">{t('catalogue:menu.left', { count: product.stock })}</Typography>
          )}
        </Stack>
      </CardContent>
      <Box sx={{ px: 2, pb: 1.5, pt: 0, borderTop: 1, borderColor: 'divider' }}>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Switch
              checked={product.is_available}
              disabled={busy}
              slotProps={{ input: { 'aria-label': t('catalogue:menu.toggle', { name: product.name }), role: 'switch' } }}
              onChange={(_e, v) => void run(() => onToggle(v))}
            />
          }
          label={<Typography variant="body2">{product.is_available ? t('catalogue:menu.availableLabel') : t('catalogue:menu.unavailableLabel')}</Typography>}
        />
        <Typography variant="caption" component="div" color={onPublicMenu ? 'success.main' : 'text.secondary'} data-testid="menu-card-public">
          {onPublicMenu ? t('catalogue:menu.onPublic') : t('catalogue:menu.offPublic')}
        </Typography>
      </Box>
      {product.option_groups.length > 0 && (
        <Box sx={{ px: 2, pb: 1.5, borderTop: 1, borderColor: 'divider' }} data-testid="menu-card-options">
          {product.option_groups.map((g, i) => (
            <OptionGroupSwitches key={g.uuid} group={g} currency={product.currency} first={i === 0} onToggle={onToggleOption} />
          ))}
        </Box>
      )}
    </Card>
  );
}

/** The sold-out switches of one of the product's groups ("Milk": whole, oat, soy). */
function OptionGroupSwitches({ group, currency, first, onToggle }: {
  group: TodayOptionGroup;
  currency: string;
  first: boolean;
  onToggle: (option: TodayOption, available: boolean) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  // A size's price is the item's; other options add (or take off) their delta.
  const price = (minor: number) => (group.kind === 'size' ? money(minor) : minor < 0 ? `−${money(-minor)}` : minor > 0 ? `+${money(minor)}` : '');
  return (
    <Box role="group" aria-label={group.name} data-testid="menu-option-group">
      {!first && <Divider sx={{ mt: 1 }} />}
      <Typography variant="overline" component="div" color="text.secondary" sx={{ mt: 0.5, lineHeight: 2 }}>
        {group.name}
      </Typography>
      {group.options.map((o) => (
        <Stack
          key={o.uuid}
          direction="row"
          sx={{ alignItems: 'center', gap: 1, minHeight: 36 }}
          data-testid="menu-option"
          data-available={o.is_available ? 'true' : 'false'}
        >
          <Switch
            size="small"
            checked={o.is_available}
            disabled={busy === o.uuid}
            slotProps={{ input: { 'aria-label': t('catalogue:menu.toggleOption', { name: o.name, group: group.name }), role: 'switch' } }}
            onChange={async (_e, v) => {
              setBusy(o.uuid);
              try {
                await onToggle(o, v);
              } catch {
                /* the toast told the person */
              } finally {
                setBusy(null);
              }
            }}
          />
          <Typography
            variant="body2"
            sx={{
              flex: 1,
              minWidth: 0,
              overflowWrap: 'anywhere',
              color: o.is_available ? 'text.primary' : 'text.disabled',
              textDecoration: o.is_available ? 'none' : 'line-through',
            }}
          >
            {o.name}
          </Typography>
          {!o.is_available && <Chip size="small" color="warning" label={t('catalogue:menu.soldOut')} sx={{ height: 20, fontSize: '0.7rem' }} />}
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {price(o.price)}
          </Typography>
        </Stack>
      ))}
    </Box>
  );
}
