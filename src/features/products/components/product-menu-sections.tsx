// The product form's rich menu parts, bound to its `menu` draft: food information, the option
// groups it offers and, for a combo, its slots. Their messages come by the body's paths
// (`kcal`, `combo_slots.0.name`).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../server/contracts/catalogue';
import { MAX_GROUPS_PER_PRODUCT } from '../../../../server/contracts/menu';
import { useErrorMap } from '../../../components/form';
import { currencySymbol } from '../../../lib/money';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { optionGroupOptions, storeProducts } from '../api/products-api';
import type { MenuDraft } from '../menu-fields';
import { AllergenFields } from './allergen-fields';
import { ComboSlotsEditor } from './combo-slots-editor';
import { OptionGroupsPicker } from './option-groups-picker';

/** A titled part of the form under a rule. */
function Section({ title, help, children, testId }: { title: string; help?: string; children: ReactNode; testId?: string }) {
  return (
    <Box component="section" sx={{ mt: 3 }} data-testid={testId}>
      <Divider sx={{ mb: 2.5 }} />
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {help ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {help}
        </Typography>
      ) : (
        <Box sx={{ mb: 2 }} />
      )}
      {children}
    </Box>
  );
}

interface Props {
  product: Product | null;
  currency: string | null;
  apply: (change: (v: { menu: MenuDraft }) => { menu: MenuDraft }) => void;
}

export function ProductMenuSections({ product, currency, apply }: Props) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const { watch } = useFormContext<{ menu: MenuDraft; store_uuid?: string }>();
  const [menu, storeUuid] = watch(['menu', 'store_uuid']);
  const errors = useErrorMap();
  // The slot rows show their own messages; the section's line only when nothing more precise is known.
  if (Object.keys(errors).some((k) => k.startsWith('combo_slots.'))) delete errors.combo_slots;
  const change = (patch: Partial<MenuDraft>) => apply((v) => ({ ...v, menu: { ...v.menu, ...patch } }));
  const groups = useAsync(async (signal) => (storeUuid ? optionGroupOptions(storeUuid, signal) : []), [storeUuid]);
  const siblings = useAsync(async (signal) => (storeUuid && menu.isCombo ? storeProducts(storeUuid, user?.role, signal) : []), [storeUuid, menu.isCombo]);
  // A slot offers plain products of the store: not this combo, not another combo.
  const slotProducts = useMemo(() => (siblings.data ?? []).filter((p) => p.uuid !== product?.uuid && !p.is_combo), [siblings.data, product?.uuid]);
  const groupError = Object.entries(errors).find(([k]) => k.startsWith('option_group_uuids'))?.[1];
  return (
    <>
      <Section title={t('catalogue:products.foodInfo')} help={t('catalogue:products.foodInfoHelp')} testId="product-food-info">
        <AllergenFields draft={menu} onChange={change} errors={errors} />
      </Section>
      <Section title={t('catalogue:products.optionsTitle')} help={t('catalogue:products.optionsHelp')} testId="product-options">
        <OptionGroupsPicker
          groups={groups.data ?? []}
          loading={groups.loading}
          value={menu.groupUuids}
          onChange={(groupUuids) => change({ groupUuids })}
          currency={currency}
          disabled={!storeUuid}
          max={MAX_GROUPS_PER_PRODUCT}
        />
        {groupError && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {groupError}
          </Alert>
        )}
      </Section>
      <Section title={t('catalogue:products.comboTitle')} testId="product-combo">
        <FormControlLabel
          control={<Switch checked={menu.isCombo} onChange={(_e, v) => change({ isCombo: v })} disabled={!storeUuid} />}
          label={t('catalogue:products.isCombo')}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mb: menu.isCombo ? 2 : 0 }}>
          {t('catalogue:products.comboHelp')}
        </Typography>
        {menu.isCombo && (
          <ComboSlotsEditor
            draft={menu}
            onChange={change}
            products={slotProducts}
            loading={siblings.loading}
            currencySymbol={currency ? currencySymbol(currency, i18n.language) : ''}
            errors={errors}
          />
        )}
      </Section>
    </>
  );
}
