// The till's product grid: search, category chips and a type filter over the whole store menu, all
// on the device (instant, and it works offline). One tap adds one (a product with choices opens the
// modifier pad, marked on its tile); the badge shows how many are on the ticket. Beside the search, the
// way to the store's sold-out switches for today (the menu screen, open to the store's cashiers).
import RemoveShoppingCartRoundedIcon from '@mui/icons-material/RemoveShoppingCartRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
// OutlinedInput, not TextField: TextField brings Select, Menu, Popover and Modal into the till's first load.
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_TYPES, type ProductType } from '../../../../server/contracts/constants/catalogue';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/money';
import { needsPad, type TillProduct } from '../pad-state';

export function ProductGrid({ products, counts, onAdd }: { products: TillProduct[]; counts: Record<string, number>; onAdd: (p: TillProduct) => void }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [type, setType] = useState<ProductType | null>(null);

  const categories = useMemo(() => {
    const seen = new Map<string, string>();
    for (const p of products) if (!seen.has(p.category_uuid)) seen.set(p.category_uuid, p.category_name);
    return [...seen].map(([uuid, name]) => ({ uuid, name }));
  }, [products]);
  const types = useMemo(() => PRODUCT_TYPES.filter((ty) => products.some((p) => p.type === ty)), [products]);

  const term = search.trim().toLowerCase();
  const shown = products.filter(
    (p) =>
      (!category || p.category_uuid === category) &&
      (!type || p.type === type) &&
      (term.length < 2 ||
        p.name.toLowerCase().includes(term) ||
        (p.description ?? '').toLowerCase().includes(term) ||
        p.category_name.toLowerCase().includes(term)),
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <Stack spacing={1} sx={{ p: 1.5, pb: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <OutlinedInput
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('cashier:entry.search')}
            size="small"
            fullWidth
            type="search"
            inputProps={{ 'aria-label': t('cashier:entry.search') }}
            startAdornment={<InputAdornment position="start"><SearchRoundedIcon /></InputAdornment>}
          />
          <Button
            component={RouterLink}
            to={paths.backOffice.menu}
            variant="outlined"
            startIcon={<RemoveShoppingCartRoundedIcon />}
            sx={{ flexShrink: 0, minHeight: 40, whiteSpace: 'nowrap' }}
            data-testid="till-sold-out-link"
          >
            {t('cashier:nav.today')}
          </Button>
        </Stack>
        <Box role="group" aria-label={t('cashier:entry.categories')} sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}>
          <Chip
            label={t('cashier:entry.allCategories')}
            color={category === null ? 'primary' : 'default'}
            onClick={() => setCategory(null)}
            aria-pressed={category === null}
          />
          {categories.map((c) => (
            <Chip
              key={c.uuid}
              label={c.name}
              color={category === c.uuid ? 'primary' : 'default'}
              onClick={() => setCategory(category === c.uuid ? null : c.uuid)}
              aria-pressed={category === c.uuid}
            />
          ))}
          <Box sx={{ borderLeft: 1, borderColor: 'divider', mx: 0.5 }} />
          {types.map((ty) => (
            <Chip
              key={ty}
              variant="outlined"
              label={t(`catalogue:types.${ty}`)}
              color={type === ty ? 'secondary' : 'default'}
              onClick={() => setType(type === ty ? null : ty)}
              aria-pressed={type === ty}
            />
          ))}
        </Box>
      </Stack>
      <Box sx={{ flex: 1, overflowY: 'auto', p: 1.5 }}>
        {shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('cashier:entry.noMatch')}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('cashier:entry.products')}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
          >
            {shown.map((p) => (
              <li key={p.uuid}>
                <Badge
                  badgeContent={counts[p.uuid] ?? 0}
                  color="primary"
                  sx={{ width: '100%', '& .MuiBadge-badge': { fontSize: 14, height: 24, minWidth: 24, top: 8, right: 8 } }}
                >
                  <ButtonBase
                    onClick={() => onAdd(p)}
                    sx={{
                      width: '100%',
                      minHeight: 112,
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'stretch',
                      textAlign: 'left',
                      borderRadius: 2,
                      border: 1,
                      borderColor: 'divider',
                      bgcolor: 'background.paper',
                      overflow: 'hidden',
                      '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
                    }}
                  >
                    {p.image ? (
                      <Box component="img" src={p.image} alt="" loading="lazy" sx={{ width: '100%', height: 64, objectFit: 'cover', display: 'block' }} />
                    ) : (
                      <Box sx={{ height: 8, bgcolor: 'primary.light' }} />
                    )}
                    <Box sx={{ p: 1, flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', gap: 0.5 }}>
                      <Typography
                        variant="body2"
                        sx={{ fontWeight: 600, lineHeight: 1.25, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                      >
                        {p.name}
                      </Typography>
                      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                        <Typography variant="body2" color="primary" sx={{ fontWeight: 700, flex: 1 }}>
                          {formatMoney(p.price, p.currency, i18n.language)}
                        </Typography>
                        {needsPad(p) && (
                          <Typography
                            variant="caption"
                            sx={{ fontWeight: 700, color: 'text.secondary', border: 1, borderColor: 'divider', borderRadius: 1, px: 0.5, lineHeight: 1.5 }}
                          >
                            {p.is_combo ? t('cashier:entry.combo') : t('cashier:entry.choices')}
                          </Typography>
                        )}
                      </Stack>
                    </Box>
                  </ButtonBase>
                </Badge>
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
