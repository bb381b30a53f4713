// The small marks of a product in the list: combo, dietary marks, and how many allergens it
// contains (their names in the tooltip).
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../server/contracts/catalogue';

const small = { height: 20, fontSize: '0.7rem', '& .MuiChip-label': { px: 0.75 } } as const;

export function MenuMarks({ product }: { product: Pick<Product, 'allergens' | 'may_contain' | 'dietary' | 'is_combo' | 'option_group_uuids'> }) {
  const { t } = useTranslation();
  const allergens = product.allergens ?? [];
  const traces = product.may_contain ?? [];
  const dietary = product.dietary ?? [];
  const groups = product.option_group_uuids ?? [];
  if (!product.is_combo && dietary.length === 0 && allergens.length === 0 && traces.length === 0 && groups.length === 0) return null;
  const names = (list: readonly string[]) => list.map((a) => t(`catalogue:allergens.${a}`)).join(', ');
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }} data-testid="product-marks">
      {product.is_combo && <Chip size="small" color="primary" label={t('catalogue:products.combo')} sx={small} />}
      {groups.length > 0 && <Chip size="small" variant="outlined" label={t('catalogue:products.groupCount', { count: groups.length })} sx={small} />}
      {dietary.map((m) => (
        <Chip key={m} size="small" color="success" variant="outlined" label={t(`catalogue:dietary.${m}`)} sx={small} />
      ))}
      {(allergens.length > 0 || traces.length > 0) && (
        <Tooltip
          title={[
            allergens.length ? `${t('catalogue:products.contains')}: ${names(allergens)}` : '',
            traces.length ? `${t('catalogue:products.mayContain')}: ${names(traces)}` : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        >
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={allergens.length ? t('catalogue:products.allergenCount', { count: allergens.length }) : t('catalogue:products.tracesOnly')}
            sx={small}
            tabIndex={0}
            data-testid="product-allergen-chip"
          />
        </Tooltip>
      )}
    </Stack>
  );
}
