import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ProductType } from '../../../../server/contracts/catalogue';

const COLORS: Record<ProductType, 'success' | 'error' | 'secondary' | 'info'> = { veg: 'success', non_veg: 'error', vegan: 'secondary', beverage: 'info' };

export function TypeChip({ type }: { type: ProductType }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLORS[type] ?? 'default'} label={t(`catalogue:types.${type}`)} />;
}
