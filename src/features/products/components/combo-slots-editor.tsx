// A combo's slots ("Main", "Drink"): each a name, how many to choose (min/max) and the store's
// products it offers, each with an upcharge (0 = included in the combo's price).
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../server/contracts/catalogue';
import { RowButtons, RowFrame } from '../../../components/form';
import type { FieldErrors } from '../../../lib/form-errors';
import { canAddSlot, canAddSlotItem, emptySlot, moved, type MenuDraft, type SlotDraft } from '../menu-fields';

interface ComboSlotsEditorProps {
  draft: MenuDraft;
  onChange: (patch: Partial<MenuDraft>) => void;
  /** The store's products a slot may offer (not combos, not the combo itself). */
  products: readonly Product[];
  loading: boolean;
  currencySymbol: string;
  errors: FieldErrors;
}

/** A slot's least and most choices: the draft's field, the server's field (for its errors) and the lowest value allowed. */
const SLOT_LIMITS = [
  { key: 'min', field: 'min_select', least: 0 },
  { key: 'max', field: 'max_select', least: 1 },
] as const;

export function ComboSlotsEditor({ draft, onChange, products, loading, currencySymbol, errors }: ComboSlotsEditorProps) {
  const { t } = useTranslation();
  const setSlot = (key: string, patch: Partial<SlotDraft>) => onChange({ slots: draft.slots.map((s) => (s.key === key ? { ...s, ...patch } : s)) });
  // Products grouped by category in the add menu, as on the menu.
  const categories = [...new Set(products.map((p) => p.category_name))];

  return (
    <Box data-testid="combo-slots">
      {(errors.combo_slots || errors.is_combo) && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {errors.is_combo || errors.combo_slots}
        </Alert>
      )}
      {draft.slots.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('catalogue:products.noSlots')}
        </Typography>
      )}
      <Stack spacing={1.5}>
        {draft.slots.map((slot, i) => {
          const at = (field: string) => errors[`combo_slots.${i}.${field}`];
          const free = products.filter((p) => !slot.items.some((x) => x.product_uuid === p.uuid));
          return (
            <RowFrame key={slot.key} testId="combo-slot" label={slot.name || t('catalogue:products.slotN', { n: i + 1 })}>
              <Box sx={{ display: 'grid', columnGap: 1.5, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 110px 110px auto' } }}>
                <TextField
                  size="small"
                  label={t('catalogue:products.slotName')}
                  name={`combo_slots.${i}.name`}
                  required
                  value={slot.name}
                  placeholder={t('catalogue:products.slotNamePlaceholder')}
                  onChange={(e) => setSlot(slot.key, { name: e.target.value })}
                  error={Boolean(at('name'))}
                  helperText={at('name') || ' '}
                  slotProps={{ htmlInput: { maxLength: 120 } }}
                />
                {SLOT_LIMITS.map(({ key, field, least }) => (
                  <TextField
                    key={key}
                    size="small"
                    type="number"
                    label={t(`catalogue:options.${key}`)}
                    value={slot[key]}
                    onChange={(e) => setSlot(slot.key, { [key]: e.target.value })}
                    error={Boolean(at(field))}
                    helperText={at(field) || ' '}
                    slotProps={{ htmlInput: { min: least, max: 20, step: 1 } }}
                  />
                ))}
                <RowButtons
                  index={i}
                  count={draft.slots.length}
                  labels={{
                    up: t('catalogue:options.moveUp', { name: slot.name || i + 1 }),
                    down: t('catalogue:options.moveDown', { name: slot.name || i + 1 }),
                    remove: t('catalogue:products.removeSlot', { name: slot.name || i + 1 }),
                  }}
                  onMove={(by) => onChange({ slots: moved(draft.slots, i, by) })}
                  onRemove={() => onChange({ slots: draft.slots.filter((s) => s.key !== slot.key) })}
                />
              </Box>
              {at('items') && (
                <Typography variant="caption" color="error" component="div" sx={{ mb: 1 }}>
                  {at('items')}
                </Typography>
              )}
              {slot.items.length > 0 && (
                <Stack direction="row" sx={{ justifyContent: 'space-between', pl: 1, pr: 6, mb: 0.5 }} aria-hidden>
                  {(['slotProducts', 'upcharge'] as const).map((word) => (
                    <Typography key={word} variant="caption" color="text.secondary" sx={word === 'upcharge' ? { width: 140 } : undefined}>
                      {t(`catalogue:products.${word}`)}
                    </Typography>
                  ))}
                </Stack>
              )}
              <Stack spacing={0.75} sx={{ mb: 1 }}>
                {slot.items.map((item, j) => {
                  const bad = errors[`combo_slots.${i}.items.${j}.upcharge`] || errors[`combo_slots.${i}.items.${j}.product_uuid`];
                  return (
                    <Stack key={item.product_uuid} direction="row" sx={{ alignItems: 'center', gap: 1.5, pl: 1 }} data-testid="combo-slot-item">
                      <Typography sx={{ flex: 1, minWidth: 0 }} noWrap title={item.name}>
                        {item.name}
                      </Typography>
                      <TextField
                        size="small"
                        value={item.upcharge}
                        inputMode="decimal"
                        error={Boolean(bad)}
                        helperText={bad || undefined}
                        onChange={(e) =>
                          setSlot(slot.key, { items: slot.items.map((x) => (x.product_uuid === item.product_uuid ? { ...x, upcharge: e.target.value } : x)) })
                        }
                        slotProps={{
                          input: { startAdornment: <InputAdornment position="start">+{currencySymbol}</InputAdornment> },
                          htmlInput: { 'aria-label': t('catalogue:products.upchargeOf', { name: item.name }) },
                        }}
                        sx={{ width: 140 }}
                      />
                      <IconButton
                        size="small"
                        onClick={() => setSlot(slot.key, { items: slot.items.filter((x) => x.product_uuid !== item.product_uuid) })}
                        aria-label={t('catalogue:products.removeFromSlot', { name: item.name })}
                      >
                        <CloseRoundedIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  );
                })}
              </Stack>
              <TextField
                select
                size="small"
                label={t('catalogue:products.addToSlot')}
                value=""
                disabled={loading || free.length === 0 || !canAddSlotItem(slot)}
                onChange={(e) => {
                  const p = products.find((x) => x.uuid === e.target.value);
                  if (p) setSlot(slot.key, { items: [...slot.items, { product_uuid: p.uuid, name: p.name, upcharge: '0.00' }] });
                }}
                sx={{ width: { xs: '100%', sm: 320 } }}
                data-testid="combo-slot-add"
              >
                {categories.flatMap((c) => {
                  const inCategory = free.filter((p) => p.category_name === c);
                  if (inCategory.length === 0) return [];
                  return [
                    <ListSubheader key={`h-${c}`}>{c}</ListSubheader>,
                    ...inCategory.map((p) => (
                      <MenuItem key={p.uuid} value={p.uuid}>
                        {p.name}
                      </MenuItem>
                    )),
                  ];
                })}
              </TextField>
            </RowFrame>
          );
        })}
      </Stack>
      <Button sx={{ mt: 1.5 }} startIcon={<AddRoundedIcon />} disabled={!canAddSlot(draft)} onClick={() => onChange({ slots: [...draft.slots, emptySlot()] })}>
        {t('catalogue:products.addSlot')}
      </Button>
    </Box>
  );
}
