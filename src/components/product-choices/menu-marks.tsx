// Small shared pieces of the rich menu: allergen chips (contains / may contain, an avoided one in the
// error colour), dietary marks with spicy level and kcal, and a line's choices indented under it.
// Every icon comes with its word, for people who do not know the pictogram and for screen readers.
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Allergen, DietaryMark, OrderItemComboChoice, OrderItemOption } from '../../../server/contracts/menu';
import { choiceRows } from './choice-text';
import { ALLERGEN_ICONS, ChilliIcon, DIETARY_ICONS } from './menu-icons';

type Density = 'dense' | 'normal' | 'large';
const chipSx = (density: Density) =>
  density === 'large'
    ? { height: 40, fontSize: '1.05rem', '& .MuiChip-icon': { fontSize: 24 } }
    : density === 'dense'
      ? { height: 24, fontSize: '0.78rem', '& .MuiChip-icon': { fontSize: 16 } }
      : { height: 30, fontSize: '0.9rem', '& .MuiChip-icon': { fontSize: 20 } };

/** One allergen as an icon and its word. */
export function AllergenChip({
  allergen,
  trace = false,
  avoid = false,
  density = 'normal',
}: {
  allergen: Allergen;
  trace?: boolean;
  avoid?: boolean;
  density?: Density;
}) {
  const { t } = useTranslation();
  const Icon = ALLERGEN_ICONS[allergen];
  return (
    <Chip
      icon={avoid ? <WarningAmberRoundedIcon /> : <Icon />}
      label={t(`menu:allergens.${allergen}`)}
      size="small"
      color={avoid ? 'error' : 'default'}
      variant={trace && !avoid ? 'outlined' : 'filled'}
      sx={{ ...chipSx(density), fontWeight: avoid ? 800 : 600, ...(trace && !avoid ? { borderStyle: 'dashed' } : {}) }}
      data-allergen={allergen}
    />
  );
}

/**
 * What a product or a line contains and may contain, each as a labelled row of chips. `avoid` (the
 * person's allergens, or what a kiosk guest filtered out) turns those chips red with a warning sign.
 * `compact` leaves the "May contain" row out (cards): the sheet and the product page show it.
 */
export function AllergenChips({
  allergens,
  mayContain = [],
  avoid,
  density = 'normal',
  compact = false,
  showNone = false,
}: {
  allergens: readonly Allergen[];
  mayContain?: readonly Allergen[];
  avoid?: readonly Allergen[];
  density?: Density;
  compact?: boolean;
  showNone?: boolean;
}) {
  const { t } = useTranslation();
  const traces = compact ? [] : mayContain.filter((a) => !allergens.includes(a));
  if (!allergens.length && !traces.length) {
    return showNone ? (
      <Typography variant={density === 'large' ? 'body1' : 'body2'} color="text.secondary">
        {t('menu:noAllergens')}
      </Typography>
    ) : null;
  }
  const row = (label: string, list: readonly Allergen[], trace: boolean) => (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}
      role="group"
      aria-label={`${label}: ${list.map((a) => t(`menu:allergens.${a}`)).join(', ')}`}
    >
      <Typography component="span" variant={density === 'large' ? 'body1' : 'caption'} sx={{ fontWeight: 700, color: 'text.secondary', mr: 0.25 }} aria-hidden>
        {label}
      </Typography>
      {list.map((a) => (
        <AllergenChip key={a} allergen={a} trace={trace} avoid={avoid?.includes(a)} density={density} />
      ))}
    </Box>
  );
  return (
    <Stack spacing={0.75} data-testid="allergen-chips">
      {allergens.length > 0 && row(t('menu:contains'), allergens, false)}
      {traces.length > 0 && row(t('menu:mayContain'), traces, true)}
    </Stack>
  );
}

/** Icons only, where there is no room for words (a queue card, a till button): each icon is named for screen readers and on hover. */
export function AllergenIcons({ allergens, avoid, fontSize = 18 }: { allergens: readonly Allergen[]; avoid?: readonly Allergen[]; fontSize?: number }) {
  const { t } = useTranslation();
  if (!allergens.length) return null;
  const names = allergens.map((a) => t(`menu:allergens.${a}`));
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('menu:containsList', { list: names.join(', ') })}
      title={t('menu:containsList', { list: names.join(', ') })}
      sx={{ display: 'inline-flex', gap: 0.25, alignItems: 'center' }}
    >
      {allergens.map((a) => {
        const Icon = ALLERGEN_ICONS[a];
        return <Icon key={a} sx={{ fontSize, color: avoid?.includes(a) ? 'error.main' : 'text.secondary' }} aria-hidden />;
      })}
    </Box>
  );
}

/** Dietary marks (vegetarian, vegan, gluten-free, halal, jain), the spicy level and kcal, as chips. */
export function DietaryMarks({
  dietary,
  spicyLevel = 0,
  kcal = null,
  density = 'normal',
}: {
  dietary: readonly DietaryMark[];
  spicyLevel?: number;
  kcal?: number | null;
  density?: Density;
}) {
  const { t } = useTranslation();
  if (!dietary.length && !spicyLevel && kcal === null) return null;
  const level = Math.max(0, Math.min(3, spicyLevel));
  const markProps = { size: 'small', variant: 'outlined', sx: { ...chipSx(density), fontWeight: 700 } } as const;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }} data-testid="dietary-marks">
      {dietary.map((d) => {
        const Icon = DIETARY_ICONS[d];
        return <Chip key={d} icon={<Icon />} label={t(`menu:dietary.${d}`)} color="success" {...markProps} data-dietary={d} />;
      })}
      {level > 0 && (
        <Chip
          icon={
            <Box component="span" sx={{ display: 'inline-flex', ml: 0.75 }} aria-hidden>
              {Array.from({ length: level }, (_, i) => (
                <ChilliIcon key={i} sx={{ fontSize: density === 'large' ? 22 : density === 'dense' ? 15 : 18, ml: i ? -0.5 : 0 }} />
              ))}
            </Box>
          }
          label={t(`menu:spicy.${level}`)}
          color="error"
          {...markProps}
          data-spicy={level}
        />
      )}
      {kcal !== null && (
        <Typography component="span" variant={density === 'large' ? 'body1' : 'body2'} color="text.secondary" sx={{ fontWeight: 600 }}>
          {t('menu:kcal', { kcal })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * A line's choices indented under it (carts, receipts, queue cards, drawers): the combo's products
 * slot by slot, then the options with their deltas, then the line's note. Prices are left out with
 * `prices={false}` (a kitchen ticket).
 */
export function LineChoices({
  options,
  combo,
  note,
  currency,
  prices = true,
  density = 'normal',
}: {
  options?: readonly OrderItemOption[] | null;
  combo?: readonly OrderItemComboChoice[] | null;
  note?: string | null;
  currency: string;
  prices?: boolean;
  density?: Density;
}) {
  const { t, i18n } = useTranslation();
  const rows = choiceRows(options, combo, currency, i18n.language);
  if (!rows.length && !note) return null;
  const variant = density === 'large' ? 'body1' : 'body2';
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pl: density === 'dense' ? 1.5 : 2.5 }} data-testid="line-choices">
      {rows.map((r) => (
        <Box component="li" key={r.key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant={variant} component="span" color="text.secondary">
            {r.label}
          </Typography>
          {prices && r.price && (
            <Typography variant={variant} component="span" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {r.price}
            </Typography>
          )}
        </Box>
      ))}
      {note && (
        <Box component="li">
          <Typography variant={variant} component="span" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {t('menu:note', { note })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
