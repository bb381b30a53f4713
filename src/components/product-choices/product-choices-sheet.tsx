// The product sheet: one place where a line is put together, the same at the kiosk (full screen at
// 1080 × 1920, touch targets of 64 px), on the phone (390 × 844) and at the back-office desk. Sizes
// first with their own prices, then the other groups (required ones first) with price deltas, sold-out
// options shown but not choosable, a combo's slots one step at a time, a note, a quantity, and the
// running price from checkLine: the rule the server applies at checkout, so Add is enabled exactly
// when the server will accept the line. The allergens of the line as it stands are shown with icons
// and words, and a clear warning when it holds one the person avoids.
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import RestaurantRoundedIcon from '@mui/icons-material/RestaurantRounded';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Allergen, ComboChoice, MenuComboSlot, MenuOptionGroup, OrderItemComboChoice, OrderItemOption } from '../../../server/contracts/menu';
import { formatMoney } from '../../lib/money';
import { QuantityButtons } from '../quantity-buttons';
import { priceDelta } from './choice-text';
import { AllergenChips, DietaryMarks } from './menu-marks';
import {
  avoided,
  checkPicks,
  clearGroup,
  firstOpenStep,
  initialComboPicks,
  initialPicks,
  lineAllergens,
  orderedGroups,
  pickedCombo,
  pickedOptions,
  sheetHint,
  slotDone,
  toggleComboItem,
  toggleOption,
  type InitialChoices,
  type Picks,
  type SheetHint,
  type SheetProduct,
} from './sheet-state';

export type SheetSize = 'kiosk' | 'phone' | 'desk';

/** What Add hands back: the line's choices as the cart and checkout take them, with the price it showed. */
export interface ProductChoicesResult {
  /** Exactly the chosen option uuids (always given, so the server never fills in defaults of its own). */
  options: string[];
  /** A combo's choices, slot by slot ([] for a product that is not a combo). */
  combo: ComboChoice[];
  quantity: number;
  /** Trimmed; '' for none. */
  note: string;
  /** checkLine's price of one unit: base (size or product) + deltas + upcharges. */
  unit_price: number;
  base_price: number;
  /** What the line shows before the server has it (cart, receipt): names and prices as checkLine made them. */
  snapshot: { options: OrderItemOption[]; combo: OrderItemComboChoice[] };
  allergens: Allergen[];
  may_contain: Allergen[];
}

export interface ProductChoicesProps {
  product: SheetProduct;
  /** The line being edited, or a combo's pre-chosen main ("Make it a meal?"). */
  initial?: InitialChoices;
  onAdd(result: ProductChoicesResult): void;
  onClose(): void;
  size: SheetSize;
  /** The person's allergens (the consumer's profile, the kiosk guest's allergen filter): a warning when the line holds one. */
  userAllergens?: readonly Allergen[];
  /** Largest quantity (stock left, cart limit); 99 by default. */
  maxQuantity?: number;
  /** Editing a line: the button says Update. */
  editing?: boolean;
}

const SIZES = {
  kiosk: { target: 64, control: 'medium', icon: 36, title: 'h4', body: 'h6', image: 360, pad: 3, button: '1.35rem' },
  phone: { target: 52, control: 'medium', icon: 28, title: 'h5', body: 'body1', image: 200, pad: 2, button: '1.1rem' },
  desk: { target: 44, control: 'medium', icon: 24, title: 'h5', body: 'body1', image: 0, pad: 2.5, button: '1rem' },
} as const;

function hintText(t: (k: string, o?: Record<string, unknown>) => string, hint: SheetHint): string {
  switch (hint.kind) {
    case 'choose':
      return t('menu:sheet.hint.choose', { group: hint.group });
    case 'atLeast':
      return t('menu:sheet.hint.atLeast', { group: hint.group, count: hint.count });
    case 'atMost':
      return t('menu:sheet.hint.atMost', { group: hint.group, count: hint.count });
    case 'soldOut':
      return t('menu:sheet.hint.soldOut', { name: hint.name });
    case 'other':
      return hint.message;
  }
}

/** "Choose 1", "Up to 3", "Choose 2 to 4": the rule of a group or slot. */
function ruleText(t: (k: string, o?: Record<string, unknown>) => string, min: number, max: number): string {
  if (min === max) return min === 1 ? t('menu:sheet.chooseOne') : t('menu:sheet.chooseRange', { min, max });
  if (min === 0) return t('menu:sheet.upTo', { count: max });
  return t('menu:sheet.chooseRange', { min, max });
}

/** One choosable row: the control, the name (with a thumbnail for combo products), its price or "Sold out". */
function ChoiceRow(props: {
  size: SheetSize;
  control: ReactElement;
  name: string;
  price: string;
  soldOut: boolean;
  image?: string | null;
  warn?: string;
  testId: string;
  value: string;
}) {
  const { size, control, name, price, soldOut, image, warn, testId } = props;
  const { t } = useTranslation();
  const s = SIZES[size];
  // The name and the price read at one size.
  const fontSize = size === 'kiosk' ? '1.4rem' : undefined;
  const nameSx = { fontSize, display: 'block', fontWeight: 600, lineHeight: 1.25, color: soldOut ? 'text.disabled' : 'text.primary' };
  const priceSx = { fontSize, whiteSpace: 'nowrap', fontWeight: 700, color: price.startsWith('−') ? 'success.main' : 'text.primary' };
  return (
    <FormControlLabel
      value={props.value}
      control={control}
      disabled={soldOut}
      disableTypography
      data-testid={testId}
      data-name={name}
      sx={{
        m: 0,
        width: '100%',
        minHeight: s.target,
        px: 1,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        '&:has(input:checked)': { borderColor: 'primary.main', bgcolor: 'action.selected', borderWidth: 2 },
        '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 },
        '& .MuiRadio-root .MuiSvgIcon-root, & .MuiCheckbox-root .MuiSvgIcon-root': { fontSize: s.icon },
      }}
      label={
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75, pr: 1 }}>
          {image !== undefined && (
            <Box
              sx={{
                width: s.target,
                height: s.target,
                flex: 'none',
                borderRadius: 1.5,
                overflow: 'hidden',
                bgcolor: 'grey.100',
                display: 'grid',
                placeItems: 'center',
              }}
              aria-hidden
            >
              {image ? (
                <Box component="img" src={image} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              ) : (
                <RestaurantRoundedIcon sx={{ color: 'grey.500' }} />
              )}
            </Box>
          )}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant={s.body} component="span" sx={nameSx}>
              {name}
            </Typography>
            {warn && (
              <Typography
                variant={size === 'kiosk' ? 'body1' : 'body2'}
                component="span"
                color="error"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}
              >
                <WarningAmberRoundedIcon fontSize="small" aria-hidden />
                {warn}
              </Typography>
            )}
          </Box>
          {soldOut ? (
            <Chip label={t('menu:sheet.soldOut')} size={size === 'kiosk' ? 'medium' : 'small'} sx={{ fontWeight: 700 }} />
          ) : (
            <Typography variant={s.body} component="span" sx={priceSx}>
              {price}
            </Typography>
          )}
        </Box>
      }
    />
  );
}

function GroupLegend({ size, name, required, rule, id, step }: { size: SheetSize; name: string; required: boolean; rule: string; id: string; step?: string }) {
  const { t } = useTranslation();
  return (
    <FormLabel
      component="legend"
      id={id}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        mb: 1,
        color: 'text.primary',
        '&.Mui-focused': { color: 'text.primary' },
      }}
    >
      {step && (
        <Typography variant={size === 'kiosk' ? 'h6' : 'subtitle2'} component="span" color="primary" sx={{ fontWeight: 800, width: '100%' }}>
          {step}
        </Typography>
      )}
      <Typography variant={size === 'kiosk' ? 'h5' : 'h6'} component="span" sx={{ fontWeight: 800 }}>
        {name}
      </Typography>
      {required ? (
        <Chip
          label={t('menu:sheet.required')}
          size={size === 'kiosk' ? 'medium' : 'small'}
          sx={{ fontWeight: 800, fontSize: size === 'kiosk' ? '1rem' : undefined, bgcolor: 'text.primary', color: 'background.paper' }}
        />
      ) : (
        <Chip
          label={t('menu:sheet.optional')}
          size={size === 'kiosk' ? 'medium' : 'small'}
          variant="outlined"
          sx={{ fontSize: size === 'kiosk' ? '1rem' : undefined }}
        />
      )}
      <Typography variant={size === 'kiosk' ? 'body1' : 'body2'} component="span" color="text.secondary">
        {rule}
      </Typography>
    </FormLabel>
  );
}

/** "Contains: Peanuts, Milk" for the allergens of a choice the person avoids; undefined when none. */
function avoidedText(t: TFunction, allergens: readonly Allergen[], avoid: readonly Allergen[] | undefined): string | undefined {
  const hit = avoided(allergens, avoid);
  return hit.length ? t('menu:containsList', { list: hit.map((a) => t(`menu:allergens.${a}`)).join(', ') }) : undefined;
}

/** One row of a group or slot as ChoiceField shows it. */
interface Choice {
  value: string;
  name: string;
  price: string;
  available: boolean;
  allergens: readonly Allergen[];
  image?: string | null;
}

/** What a group or a slot shows: its legend, its rows and its rule (one choice, "None" allowed, the maximum reached). */
interface FieldSpec {
  kind: 'group' | 'slot';
  legend: Omit<Parameters<typeof GroupLegend>[0], 'size' | 'id'>;
  choices: Choice[];
  chosen: readonly string[];
  single: boolean;
  allowNone: boolean;
  full: boolean;
}

function groupSpec(t: TFunction, language: string, group: MenuOptionGroup, picks: Picks, currency: string): FieldSpec {
  const chosen = picks[group.uuid] ?? [];
  return {
    kind: 'group',
    legend: { name: group.name, required: group.min_select > 0, rule: ruleText(t, group.min_select, group.max_select) },
    choices: group.options.map((o) => ({
      value: o.uuid,
      name: o.name,
      price: priceDelta(o.price, group.kind, currency, language) || t('menu:free'),
      available: o.available,
      allergens: o.allergens,
    })),
    chosen,
    single: group.kind !== 'multiple',
    allowNone: group.min_select === 0,
    full: chosen.length >= group.max_select && group.max_select > 1,
  };
}

function slotSpec(t: TFunction, language: string, slot: MenuComboSlot, picks: Picks, currency: string, heading: string): FieldSpec {
  const chosen = picks[slot.uuid] ?? [];
  return {
    kind: 'slot',
    legend: { name: slot.name, required: slot.min_select > 0, rule: ruleText(t, slot.min_select, slot.max_select), step: heading },
    choices: slot.items.map((i) => ({
      value: i.product_uuid,
      name: i.name,
      image: i.image,
      price: i.upcharge ? priceDelta(i.upcharge, 'single', currency, language) : t('menu:included'),
      available: i.available,
      allergens: i.allergens,
    })),
    chosen,
    single: slot.max_select === 1,
    allowNone: false,
    full: chosen.length >= slot.max_select,
  };
}

/**
 * An option group's or a combo slot's choices: radios where one is taken (with "None" when it may stay
 * empty), else checkboxes that stop at the maximum.
 */
function ChoiceField(props: FieldSpec & { size: SheetSize; avoid?: readonly Allergen[]; onToggle(value: string): void; onClear?(): void }) {
  const { kind, size, legend, choices, chosen, single, allowNone, full, avoid, onToggle, onClear } = props;
  const { t } = useTranslation();
  const testId = kind === 'group' ? 'sheet-option' : 'sheet-combo-item';
  const id = useId();
  const controlSize = SIZES[size].control;
  const row = (c: Choice, control: ReactElement) => (
    <ChoiceRow
      key={c.value}
      size={size}
      value={c.value}
      control={control}
      name={c.name}
      image={c.image}
      price={c.price}
      soldOut={!c.available}
      warn={avoidedText(t, c.allergens, avoid)}
      testId={testId}
    />
  );
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }} data-testid={`sheet-${kind}`} {...{ [`data-${kind}`]: legend.name }}>
      <GroupLegend size={size} id={id} {...legend} />
      {single ? (
        <RadioGroup
          aria-labelledby={id}
          value={chosen[0] ?? (allowNone ? '' : null)}
          onChange={(_e, v) => (v === '' ? onClear?.() : onToggle(v))}
          sx={{ gap: 1 }}
        >
          {allowNone && (
            <ChoiceRow size={size} value="" control={<Radio size={controlSize} />} name={t('menu:sheet.none')} price="" soldOut={false} testId={testId} />
          )}
          {choices.map((c) => row(c, <Radio size={controlSize} />))}
        </RadioGroup>
      ) : (
        <FormGroup aria-labelledby={id} sx={{ gap: 1 }}>
          {choices.map((c) => {
            const checked = chosen.includes(c.value);
            const control = <Checkbox size={controlSize} checked={checked} disabled={!c.available || (full && !checked)} onChange={() => onToggle(c.value)} />;
            return row(c, control);
          })}
        </FormGroup>
      )}
    </FormControl>
  );
}

/** The sheet's content (header, choices, footer) without the dialog around it: the dialog below, or a page of its own. */
export function ProductChoicesPanel(props: ProductChoicesProps & { titleId?: string }) {
  const { product, initial, onAdd, onClose, size, userAllergens, maxQuantity = 99, editing = false, titleId } = props;
  const { t, i18n } = useTranslation();
  const s = SIZES[size];
  const money = (v: number) => formatMoney(v, product.currency, i18n.language);
  const [picks, setPicks] = useState<Picks>(() => initialPicks(product, initial?.options));
  const [comboPicks, setComboPicks] = useState<Picks>(() => initialComboPicks(product, initial?.combo));
  const [step, setStep] = useState(() => (product.is_combo ? firstOpenStep(product, initialComboPicks(product, initial?.combo)) : 0));
  const [quantity, setQuantity] = useState(() => Math.max(1, Math.min(maxQuantity, initial?.quantity ?? 1)));
  const [note, setNote] = useState(initial?.note ?? '');
  const [broken, setBroken] = useState(false);

  const groups = useMemo(() => orderedGroups(product.option_groups), [product.option_groups]);
  const check = useMemo(() => checkPicks(product, picks, comboPicks), [product, picks, comboPicks]);
  const hint = sheetHint(product, picks, comboPicks, check);
  const contents = lineAllergens(product, picks, comboPicks);
  const hitContains = avoided(contents.allergens, userAllergens);
  const hitTraces = avoided(contents.may_contain, userAllergens);
  const slots = product.is_combo ? product.combo_slots : [];
  const lastStep = slots.length === 0 || step >= slots.length - 1;
  const unit = check.ok ? check.unit_price : null;
  const listNames = (list: Allergen[]) => list.map((a) => t(`menu:allergens.${a}`)).join(', ');

  function add() {
    if (!check.ok) return;
    onAdd({
      options: pickedOptions(product, picks),
      combo: product.is_combo ? pickedCombo(product, comboPicks) : [],
      quantity,
      note: note.trim(),
      unit_price: check.unit_price,
      base_price: check.base_price,
      snapshot: { options: check.options, combo: check.combo },
      allergens: check.allergens,
      may_contain: check.may_contain,
    });
  }

  const groupFields = groups.map((g) => (
    <ChoiceField
      key={g.uuid}
      size={size}
      avoid={userAllergens}
      {...groupSpec(t, i18n.language, g, picks, product.currency)}
      onToggle={(o) => setPicks((p) => toggleOption(product, p, g.uuid, o))}
      onClear={() => setPicks((p) => clearGroup(p, g.uuid))}
    />
  ));
  const noteField = (
    <TextField
      label={t('menu:sheet.note')}
      placeholder={t('menu:sheet.notePlaceholder')}
      value={note}
      onChange={(e) => setNote(e.target.value)}
      fullWidth
      multiline
      maxRows={3}
      slotProps={{ htmlInput: { maxLength: 200, style: size === 'kiosk' ? { fontSize: '1.2rem' } : undefined } }}
    />
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }} data-testid="product-sheet" data-size={size}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: s.pad, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} variant={size === 'kiosk' ? 'h5' : 'h6'} component="h2" sx={{ flex: 1, fontWeight: 800, minWidth: 0 }} noWrap>
          {product.name}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('menu:sheet.close')} sx={{ width: s.target, height: s.target }} data-testid="sheet-close">
          <CloseRoundedIcon fontSize={size === 'kiosk' ? 'large' : 'medium'} />
        </IconButton>
      </Box>

      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {s.image > 0 && (
          <Box sx={{ height: s.image, bgcolor: 'grey.100', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
            {product.image && !broken ? (
              <Box component="img" src={product.image} alt="" onError={() => setBroken(true)} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            ) : (
              <RestaurantRoundedIcon sx={{ fontSize: 96, color: 'grey.500' }} aria-hidden />
            )}
          </Box>
        )}
        <Stack spacing={size === 'kiosk' ? 3 : 2.5} sx={{ p: s.pad }}>
          <Stack spacing={1}>
            {product.description && (
              <Typography variant={size === 'kiosk' ? 'h6' : 'body1'} component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
                {product.description}
              </Typography>
            )}
            <DietaryMarks dietary={product.dietary} spicyLevel={product.spicy_level} kcal={product.kcal} density={size === 'kiosk' ? 'large' : 'normal'} />
          </Stack>

          {(hitContains.length > 0 || hitTraces.length > 0) && (
            <Alert
              severity={hitContains.length ? 'error' : 'warning'}
              icon={<WarningAmberRoundedIcon fontSize="inherit" />}
              role="alert"
              data-testid="sheet-allergen-warning"
              sx={size === 'kiosk' ? { fontSize: '1.15rem' } : undefined}
            >
              <AlertTitle sx={{ fontWeight: 800, fontSize: size === 'kiosk' ? '1.25rem' : undefined }}>{t('menu:sheet.warningTitle')}</AlertTitle>
              {hitContains.length > 0 && <Box>{t(`menu:sheet.warn.${size}`, { list: listNames(hitContains) })}</Box>}
              {hitTraces.length > 0 && <Box>{t('menu:sheet.warnTraces', { list: listNames(hitTraces) })}</Box>}
            </Alert>
          )}

          {product.is_combo && slots.length > 0 ? (
            <Stack spacing={2} data-testid="sheet-combo-step" data-step={step + 1}>
              <Box sx={{ display: 'flex', gap: 1 }} aria-hidden>
                {slots.map((sl, i) => (
                  <Box
                    key={sl.uuid}
                    sx={{
                      flex: 1,
                      height: 6,
                      borderRadius: 3,
                      bgcolor:
                        i < step || (i === step && slotDone(sl, comboPicks))
                          ? 'primary.main'
                          : i === step
                            ? 'primary.light'
                            : 'divider',
                    }}
                  />
                ))}
              </Box>
              <ChoiceField
                key={slots[step].uuid}
                size={size}
                avoid={userAllergens}
                {...slotSpec(t, i18n.language, slots[step], comboPicks, product.currency, t('menu:sheet.step', { step: step + 1, count: slots.length }))}
                onToggle={(p) => setComboPicks((c) => toggleComboItem(product, c, slots[step].uuid, p))}
              />
              <Stack direction="row" spacing={2}>
                {step > 0 && (
                  <Button
                    variant="outlined"
                    size="large"
                    startIcon={<ArrowBackRoundedIcon />}
                    onClick={() => setStep(step - 1)}
                    sx={{ flex: 1, minHeight: s.target, fontSize: s.button }}
                  >
                    {t('menu:sheet.back')}
                  </Button>
                )}
                {!lastStep && (
                  <Button
                    variant="contained"
                    size="large"
                    endIcon={<ArrowForwardRoundedIcon />}
                    onClick={() => setStep(step + 1)}
                    disabled={!slotDone(slots[step], comboPicks)}
                    sx={{ flex: 1, minHeight: s.target, fontSize: s.button }}
                    data-testid="sheet-next"
                  >
                    {t('menu:sheet.next')}
                  </Button>
                )}
              </Stack>
              {lastStep && groupFields}
              {lastStep && noteField}
            </Stack>
          ) : (
            <>
              {groupFields}
              {noteField}
            </>
          )}

          <Box component="section" aria-label={t('menu:allergensTitle')} data-testid="sheet-allergens">
            <Typography variant={size === 'kiosk' ? 'h6' : 'subtitle1'} component="h3" sx={{ fontWeight: 800, mb: 1 }}>
              {t('menu:allergensTitle')}
            </Typography>
            <AllergenChips
              allergens={contents.allergens}
              mayContain={contents.may_contain}
              avoid={userAllergens}
              density={size === 'kiosk' ? 'large' : 'normal'}
              showNone
            />
          </Box>
        </Stack>
      </Box>

      <Box sx={{ borderTop: 1, borderColor: 'divider', px: s.pad, py: size === 'kiosk' ? 2 : 1.5, bgcolor: 'background.paper' }}>
        <Typography
          role="status"
          aria-live="polite"
          variant={size === 'kiosk' ? 'h6' : 'body2'}
          component="p"
          sx={{
            mb: 1,
            minHeight: '1.5em',
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            color: hint ? 'text.primary' : 'text.secondary',
            fontWeight: hint ? 700 : 400,
          }}
          data-testid="sheet-hint"
        >
          {hint && <WarningAmberRoundedIcon color="warning" fontSize={size === 'kiosk' ? 'medium' : 'small'} aria-hidden />}
          {hint ? hintText(t, hint) : unit !== null && quantity > 1 ? t('menu:sheet.each', { price: money(unit) }) : ''}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <QuantityButtons
            value={quantity}
            max={maxQuantity}
            onChange={setQuantity}
            label={t('menu:sheet.quantity')}
            lessLabel={t('menu:sheet.less')}
            moreLabel={t('menu:sheet.more')}
            target={s.target}
            gap={1}
            valueProps={{
              variant: size === 'kiosk' ? 'h4' : 'h6',
              component: 'span',
              sx: { minWidth: 40, textAlign: 'center', fontWeight: 800 },
              'aria-live': 'polite',
              'data-testid': 'sheet-quantity',
            }}
          />
          <Button
            variant="contained"
            size="large"
            onClick={add}
            disabled={!check.ok}
            sx={{ flex: 1, minHeight: size === 'kiosk' ? 80 : s.target, fontSize: s.button, fontWeight: 800 }}
            data-testid="sheet-add"
            data-price={unit ?? undefined}
          >
            {t(editing ? 'menu:sheet.update' : 'menu:sheet.add', { price: unit === null ? '—' : money(unit * quantity) })}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}

/** The sheet in its dialog: full screen at the kiosk and on the phone, a tall dialog at the desk. */
export function ProductChoicesSheet(props: ProductChoicesProps & { open: boolean }) {
  const { open, ...rest } = props;
  const titleId = useId();
  const full = rest.size !== 'desk';
  return (
    <Dialog
      open={open}
      onClose={rest.onClose}
      fullScreen={full}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: full ? { height: '100%' } : { height: 'min(900px, calc(100% - 64px))' } } }}
    >
      {/* A new product (or line) starts the sheet afresh. */}
      <ProductChoicesPanel key={`${rest.product.uuid}:${JSON.stringify(rest.initial ?? {})}`} {...rest} titleId={titleId} />
    </Dialog>
  );
}

/** What the sheet is open on: a product, and when a line is being changed, its key and choices. */
export interface SheetRequest<P extends SheetProduct = SheetProduct> {
  product: P;
  initial?: InitialChoices;
  /** Editing this line (the button says Update). */
  editKey?: string;
}

/** The sheet for `request`, or nothing while none is open. */
export function SheetFor({ request, ...rest }: Omit<ProductChoicesProps, 'product' | 'initial' | 'editing'> & { request: SheetRequest | null }) {
  if (!request) return null;
  return <ProductChoicesSheet open product={request.product} initial={request.initial} editing={Boolean(request.editKey)} {...rest} />;
}
