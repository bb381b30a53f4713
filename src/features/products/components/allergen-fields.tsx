// The product editor's food information: what it contains and may contain (the EU 14), dietary
// marks, spicy level and kcal.
import LocalFireDepartmentRoundedIcon from '@mui/icons-material/LocalFireDepartmentRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { ALLERGENS, DIETARY_MARKS, MAX_SPICY_LEVEL, type Allergen } from '../../../../server/contracts/menu';
import { MultiChoiceSelect } from '../../../components/forms/multi-choice-select';
import type { FieldErrors } from '../../../lib/form-errors';
import type { MenuDraft } from '../menu-fields';

interface AllergenFieldsProps {
  draft: MenuDraft;
  onChange: (patch: Partial<MenuDraft>) => void;
  errors: FieldErrors;
}

const LEVELS = Array.from({ length: MAX_SPICY_LEVEL + 1 }, (_, i) => i);

export function AllergenFields({ draft, onChange, errors }: AllergenFieldsProps) {
  const { t } = useTranslation();
  const allergenName = (a: Allergen) => t(`catalogue:allergens.${a}`);
  return (
    <Box>
      <Box sx={{ display: 'grid', columnGap: 2.5, rowGap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <MultiChoiceSelect
          label={t('catalogue:products.contains')}
          value={draft.allergens}
          choices={ALLERGENS}
          labelOf={allergenName}
          color="warning"
          emptyText={t('catalogue:products.noAllergens')}
          helperText={errors.allergens || t('catalogue:products.containsHelp')}
          onChange={(allergens) => onChange({ allergens, may_contain: draft.may_contain.filter((a) => !allergens.includes(a)) })}
          testId="product-allergens"
        />
        <MultiChoiceSelect
          label={t('catalogue:products.mayContain')}
          value={draft.may_contain}
          choices={ALLERGENS.filter((a) => !draft.allergens.includes(a))}
          labelOf={allergenName}
          emptyText={t('catalogue:products.noAllergens')}
          helperText={errors.may_contain || t('catalogue:products.mayContainHelp')}
          onChange={(may_contain) => onChange({ may_contain })}
          testId="product-may-contain"
        />
      </Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2, md: 4 }} sx={{ mt: 1, alignItems: { md: 'flex-start' } }}>
        <Box role="group" aria-labelledby="dietary-label" sx={{ flex: 1 }}>
          <FormLabel id="dietary-label" sx={{ display: 'block', mb: 1, fontSize: '0.85rem' }}>
            {t('catalogue:products.dietary')}
          </FormLabel>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="product-dietary">
            {DIETARY_MARKS.map((m) => {
              const on = draft.dietary.includes(m);
              return (
                <Chip
                  key={m}
                  label={t(`catalogue:dietary.${m}`)}
                  color={on ? 'success' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  onClick={() =>
                    onChange({ dietary: on ? draft.dietary.filter((x) => x !== m) : DIETARY_MARKS.filter((x) => x === m || draft.dietary.includes(x)) })
                  }
                  aria-pressed={on}
                  role="button"
                />
              );
            })}
          </Stack>
        </Box>
        <Box>
          <FormLabel id="spicy-label" sx={{ display: 'block', mb: 1, fontSize: '0.85rem' }}>
            {t('catalogue:products.spicy')}
          </FormLabel>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={draft.spicy_level}
            onChange={(_e, v: number | null) => v !== null && onChange({ spicy_level: v })}
            aria-labelledby="spicy-label"
            data-testid="product-spicy"
          >
            {LEVELS.map((l) => (
              <ToggleButton key={l} value={l} aria-label={t(`catalogue:products.spicyLevels.${l}`)} sx={{ px: 1.25, gap: 0.25 }}>
                {l === 0
                  ? t('catalogue:products.spicyLevels.0')
                  : LEVELS.slice(1, l + 1).map((k) => <LocalFireDepartmentRoundedIcon key={k} fontSize="small" color="error" />)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <TextField
          label={`${t('catalogue:products.kcal')} (${t('catalogue:common.optional')})`}
          name="kcal"
          inputMode="numeric"
          value={draft.kcal}
          onChange={(e) => onChange({ kcal: e.target.value.replace(/[^\d]/g, '') })}
          error={Boolean(errors.kcal)}
          helperText={errors.kcal || ' '}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">kcal</InputAdornment> },
            htmlInput: { maxLength: 6 },
            inputLabel: { shrink: true },
          }}
          sx={{ width: { xs: '100%', md: 180 } }}
        />
      </Stack>
    </Box>
  );
}
