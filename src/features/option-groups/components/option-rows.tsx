// The options of the group being edited, one card each: name, price (a size's price, or a delta
// with its sign), default, sold out, allergens; moved up and down, removed, bound to `options.<i>`.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ALLERGENS, type Allergen } from '../../../../server/contracts/menu';
import { MultiChoiceSelect } from '../../../components/forms/multi-choice-select';
import { ChipsInput, RowButtons, RowFrame, SwitchInput, TextInput } from '../../../components/form';
import { moveOption, setDefault, type GroupDraft, type OptionRow } from '../group-form';

interface OptionRowsProps {
  apply: (change: (d: GroupDraft) => GroupDraft) => void;
  symbol: string;
}

export function OptionRows({ apply, symbol }: OptionRowsProps) {
  const { t } = useTranslation();
  const { watch } = useFormContext<GroupDraft>();
  const [kind, options] = watch(['kind', 'options']);
  const isSize = kind === 'size';
  const allergenName = (a: Allergen) => t(`catalogue:allergens.${a}`);
  const patch = (key: string, change: Partial<OptionRow>) => apply((d) => ({ ...d, options: d.options.map((o) => (o.key === key ? { ...o, ...change } : o)) }));
  return (
    <Stack spacing={1.5} data-testid="option-rows">
      {options.map((o, i) => {
        const label = o.name || i + 1;
        const sign = (
          <Tooltip title={t('catalogue:options.flipSign')}>
            <Button
              size="small"
              variant="outlined"
              color={o.negative ? 'error' : 'success'}
              onClick={() => patch(o.key, { negative: !o.negative })}
              aria-label={t('catalogue:options.signLabel', { sign: o.negative ? '−' : '+', name: label })}
              data-testid="option-sign"
              sx={{ minWidth: 28, px: 0, py: 0, mr: 0.75, fontWeight: 800, lineHeight: 1.6 }}
            >
              {o.negative ? '−' : '+'}
            </Button>
          </Tooltip>
        );
        return (
          <RowFrame key={o.key} testId="option-row" label={o.name || t('catalogue:options.optionN', { n: i + 1 })}>
            <Box
              sx={{
                display: 'grid',
                columnGap: 1.5,
                rowGap: 1,
                alignItems: 'start',
                gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.6fr) 200px auto auto' },
              }}
            >
              <TextInput
                name={`options.${i}.name`}
                size="small"
                label={t('catalogue:options.optionName')}
                required
                slotProps={{ htmlInput: { maxLength: 120 } }}
              />
              <TextInput
                name={`options.${i}.price`}
                size="small"
                label={isSize ? t('catalogue:options.sizePrice') : t('catalogue:options.delta')}
                inputMode="decimal"
                clean={(v) => v.replace(/^[-−+]/, '')}
                title={
                  isSize ? t('catalogue:options.sizePriceHelp') : o.negative ? t('catalogue:options.deltaMinusHelp') : t('catalogue:options.deltaPlusHelp')
                }
                slotProps={{ input: { startAdornment: <InputAdornment position="start" sx={{ mr: 0.5 }}>{!isSize && sign}{symbol}</InputAdornment> } }}
              />
              <Stack direction="row" sx={{ alignItems: 'center', minHeight: 40, flexWrap: 'wrap' }}>
                <FormControlLabel
                  control={<Checkbox size="small" checked={o.is_default} onChange={(_e, v) => apply((d) => setDefault(d, o.key, v))} />}
                  label={<Typography variant="body2">{t('catalogue:options.default')}</Typography>}
                />
                <SwitchInput
                  name={`options.${i}.is_available`}
                  size="small"
                  label={(on) => <Typography variant="body2">{on ? t('catalogue:options.available') : t('catalogue:options.soldOut')}</Typography>}
                />
              </Stack>
              <RowButtons
                index={i}
                count={options.length}
                labels={{
                  up: t('catalogue:options.moveUp', { name: label }),
                  down: t('catalogue:options.moveDown', { name: label }),
                  remove: t('catalogue:options.remove', { name: label }),
                }}
                onMove={(by) => apply((d) => moveOption(d, o.key, by))}
                onRemove={() => apply((d) => ({ ...d, options: d.options.filter((x) => x.key !== o.key) }))}
                removeDisabled={options.length <= 1}
              />
            </Box>
            <Box sx={{ display: 'grid', columnGap: 1.5, rowGap: 2, mt: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <MultiChoiceSelect
                size="small"
                label={t('catalogue:options.contains')}
                value={o.allergens}
                choices={ALLERGENS}
                labelOf={allergenName}
                color="warning"
                emptyText={t('catalogue:options.noAllergens')}
                helperText=""
                onChange={(allergens) => patch(o.key, { allergens, may_contain: o.may_contain.filter((a) => !allergens.includes(a)) })}
                testId="option-allergens"
              />
              <ChipsInput
                name={`options.${i}.may_contain`}
                size="small"
                label={t('catalogue:options.mayContain')}
                choices={ALLERGENS.filter((a) => !o.allergens.includes(a))}
                labelOf={allergenName}
                emptyText={t('catalogue:options.noAllergens')}
                help=""
                testId="option-may-contain"
              />
            </Box>
          </RowFrame>
        );
      })}
    </Stack>
  );
}
