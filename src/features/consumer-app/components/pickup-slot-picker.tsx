// "As soon as possible" or a pickup time: the store's slots (GET /pickup-slots/available) as a day
// choice and large time chips that wrap on a phone; full slots are shown but cannot be picked. A
// store that takes no orders ahead shows nothing (every order is as soon as possible).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickupSlot } from '../../../../server/contracts/pickup-slots';
import { fetchPickupSlots, slotDay, slotLabel, slotTime } from '../../../lib/pickup-slots';
import { useAsync } from '../../../lib/use-async';

/** As soon as possible (later false), or a pickup time: the chosen slot's start, null until one is picked. */
export interface PickupChoice {
  later: boolean;
  slot: string | null;
}

export function PickupSlotPicker({ storeUuid, choice, onChange, refresh = 0 }: {
  storeUuid: string;
  choice: PickupChoice;
  onChange(choice: PickupChoice): void;
  /** Changed by the caller to read the slots again (after a slot filled up meanwhile). */
  refresh?: number;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const slots = useAsync((signal) => fetchPickupSlots(storeUuid, signal), [storeUuid, refresh]);
  const { later, slot: value } = choice;
  const byDay = useMemo(() => {
    const days = new Map<string, PickupSlot[]>();
    for (const s of slots.data?.slots ?? []) {
      const day = slotDay(s.start, lang);
      days.set(day, [...(days.get(day) ?? []), s]);
    }
    return days;
  }, [slots.data, lang]);
  const [day, setDay] = useState<string | null>(null);
  const shownDay = day && byDay.has(day) ? day : (byDay.keys().next().value ?? null);

  // A chosen slot that is no longer offered (or filled up) is dropped.
  const offered = slots.data?.slots;
  useEffect(() => {
    if (value && offered && !offered.some((s) => s.start === value && !s.full)) onChange({ later, slot: null });
  }, [value, later, offered, onChange]);

  if (slots.data && !slots.data.enabled) return null;
  if (!slots.data) {
    return slots.loading ? (
      <LinearProgress aria-label={t('slots:picker.loading')} sx={{ my: 1 }} />
    ) : (
      <Alert severity="warning" sx={{ my: 1 }}>
        {t('slots:picker.failed')}
      </Alert>
    );
  }

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1 }} data-testid="pickup-slot-picker">
      <Typography component="legend" variant="body2" sx={{ fontWeight: 700, mt: 1 }}>
        {t('slots:picker.title')}
      </Typography>
      <RadioGroup
        value={later ? 'later' : 'asap'}
        onChange={(_e, v) => onChange({ later: v === 'later', slot: v === 'later' ? value : null })}
      >
        <FormControlLabel value="asap" control={<Radio />} label={t('slots:picker.asap')} data-testid="pickup-asap" />
        <FormControlLabel value="later" control={<Radio />} label={t('slots:picker.later')} data-testid="pickup-later" />
      </RadioGroup>
      {later && (
        <Box sx={{ pl: { xs: 0, sm: 4 } }}>
          {byDay.size === 0 ? (
            <Alert severity="info">{t('slots:picker.none')}</Alert>
          ) : (
            <>
              <Stack direction="row" role="group" aria-label={t('slots:picker.day')} sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}>
                {[...byDay.keys()].map((d) => (
                  <Chip
                    key={d}
                    label={d}
                    color={d === shownDay ? 'primary' : 'default'}
                    variant={d === shownDay ? 'filled' : 'outlined'}
                    aria-pressed={d === shownDay}
                    onClick={() => setDay(d)}
                    sx={{ minHeight: 40, fontWeight: 600 }}
                  />
                ))}
              </Stack>
              <Box
                role="radiogroup"
                aria-label={t('slots:picker.times')}
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))', gap: 1, maxHeight: 232, overflowY: 'auto', p: 0.25 }}
              >
                {(shownDay ? byDay.get(shownDay) ?? [] : []).map((s) => {
                  const time = slotTime(s.start, lang);
                  const chosen = s.start === value;
                  return (
                    <Chip
                      key={s.start}
                      role="radio"
                      aria-checked={chosen}
                      aria-label={s.full ? t('slots:picker.full', { time: slotLabel(s.start, lang) }) : slotLabel(s.start, lang)}
                      label={
                        s.full ? (
                          <Box component="span" sx={{ display: 'block', lineHeight: 1.15, textAlign: 'center' }}>
                            {time}
                            <Box component="span" sx={{ display: 'block', fontSize: '0.7rem', fontWeight: 700 }}>
                              {t('slots:picker.fullShort')}
                            </Box>
                          </Box>
                        ) : (
                          time
                        )
                      }
                      disabled={s.full}
                      color={chosen ? 'primary' : 'default'}
                      variant={chosen ? 'filled' : 'outlined'}
                      onClick={() => onChange({ later: true, slot: s.start })}
                      data-testid="pickup-slot"
                      data-start={s.start}
                      sx={{ minHeight: 44, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                    />
                  );
                })}
              </Box>
              <Typography
                variant="body2"
                color={value ? 'text.primary' : 'text.secondary'}
                sx={{ mt: 1, fontWeight: value ? 700 : 400 }}
                data-testid="pickup-chosen"
              >
                {value ? t('slots:picker.chosen', { when: slotLabel(value, lang) }) : t('slots:picker.choose')}
              </Typography>
            </>
          )}
        </Box>
      )}
    </Box>
  );
}
