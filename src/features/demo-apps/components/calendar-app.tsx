// The calendar: a month of the sample events (GET /apps/events); a day opens a new event, an event
// opens it to edit or delete (POST, PUT, DELETE, each answering the full list).
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAsync } from '../../../lib/use-async';
import { demoApi } from '../api/demo-api';
import { EVENT_CATEGORIES, type CalendarEvent, type EventCategory } from '../mock/types';
import { draftOf, eventOf, newDraft, type EventDraft } from './calendar-draft';
import { CATEGORY_COLORS, FormDialog, LoadState, Panel, useChange, useSampleWord } from './demo-parts';

const dayKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The six weeks shown for a month, Monday first. */
export function monthGrid(month: Date): Date[] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const offset = (first.getDay() + 6) % 7;
  return Array.from({ length: 42 }, (_, i) => new Date(first.getFullYear(), first.getMonth(), 1 - offset + i));
}

/** Whether an event covers a day (yyyy-mm-dd): from its start to its end, both days included. */
export const onDay = (e: CalendarEvent, day: string) => e.start.slice(0, 10) <= day && (e.end ?? e.start).slice(0, 10) >= day;

export function CalendarApp() {
  const { t, i18n } = useTranslation();
  const word = useSampleWord();
  const events = useAsync(() => demoApi.events.list(), []);
  const [month, setMonth] = useState(() => new Date(new Date().getFullYear(), new Date().getMonth(), 1));
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const saving = useChange();
  const edit = (next: EventDraft | null) => {
    saving.clear();
    setDraft(next);
  };
  const today = dayKey(new Date());
  const days = useMemo(() => monthGrid(month), [month]);
  const weekdays = useMemo(
    () => days.slice(0, 7).map((d) => new Intl.DateTimeFormat(i18n.language, { weekday: 'short' }).format(d)),
    [days, i18n.language],
  );
  const title = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(month);
  const move = (by: number) => setMonth((m) => new Date(m.getFullYear(), m.getMonth() + by, 1));

  // On a failure the dialog stays open with what was typed, and says so (useChange).
  const save = () =>
    saving.run(async () => {
      if (!draft || !draft.title.trim()) return;
      const original = draft.id ? events.data?.find((e) => e.id === draft.id) : undefined;
      const item = eventOf(draft, CATEGORY_COLORS, original);
      const list = original ? await demoApi.events.put({ ...item, id: original.id }) : await demoApi.events.add(item);
      events.setData(() => list);
      setDraft(null);
    });
  const remove = () =>
    saving.run(async () => {
      if (!draft?.id) return;
      const list = await demoApi.events.remove(draft.id);
      events.setData(() => list);
      setDraft(null);
    }, 'deleteFailed');

  return (
    <Panel label={t('backoffice:menu.demo.calendar')}>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', px: 2.5, py: 1.75, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap', rowGap: 1 }}
      >
        <IconButton aria-label={t('demo:calendar.previous')} onClick={() => move(-1)}>
          <ChevronLeftRoundedIcon />
        </IconButton>
        <IconButton aria-label={t('demo:calendar.next')} onClick={() => move(1)}>
          <ChevronRightRoundedIcon />
        </IconButton>
        <Button variant="outlined" size="small" onClick={() => setMonth(new Date(new Date().getFullYear(), new Date().getMonth(), 1))}>
          {t('demo:calendar.today')}
        </Button>
        <Typography variant="h6" component="h2" sx={{ textTransform: 'capitalize', minWidth: 200 }} data-testid="calendar-month">
          {title}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ flex: 1, justifyContent: 'flex-end', alignItems: 'center' }}>
          {EVENT_CATEGORIES.map((c) => (
            <Stack key={c} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: CATEGORY_COLORS[c] }} />
              <Typography variant="body2" color="text.secondary">
                {word('category', c)}
              </Typography>
            </Stack>
          ))}
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => edit(newDraft(today))}>
            {t('demo:calendar.newEvent')}
          </Button>
        </Stack>
      </Stack>
      <LoadState loading={events.loading && !events.data} error={events.error} onRetry={events.reload} />
      {events.data && (
        <Box role="grid" aria-label={title} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}>
          <Box role="row" sx={{ display: 'contents' }}>
            {weekdays.map((w) => (
              <Box
                key={w}
                role="columnheader"
                sx={{
                  px: 1.5,
                  py: 1,
                  fontSize: '0.78rem',
                  fontWeight: 700,
                  color: 'text.secondary',
                  textTransform: 'uppercase',
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                {w}
              </Box>
            ))}
          </Box>
          {Array.from({ length: 6 }, (_, week) => (
            <Box key={week} role="row" sx={{ display: 'contents' }}>
              {days.slice(week * 7, week * 7 + 7).map((d) => {
                const key = dayKey(d);
                const inMonth = d.getMonth() === month.getMonth();
                const list = events.data!.filter((e) => onDay(e, key));
                return (
                  <Box
                    key={key}
                    role="gridcell"
                    sx={{
                      minHeight: 104,
                      borderRight: 1,
                      borderBottom: 1,
                      borderColor: 'divider',
                      p: 0.75,
                      bgcolor: inMonth ? 'background.paper' : 'action.hover',
                      '&:nth-of-type(7n)': { borderRight: 0 },
                    }}
                  >
                    <ButtonBase
                      onClick={() => edit(newDraft(key))}
                      aria-label={t('demo:calendar.addOn', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(d) })}
                      sx={{
                        width: 28,
                        height: 28,
                        borderRadius: '50%',
                        fontSize: '0.85rem',
                        fontWeight: key === today ? 700 : 500,
                        color: key === today ? 'primary.contrastText' : inMonth ? 'text.primary' : 'text.secondary',
                        bgcolor: key === today ? 'primary.main' : 'transparent',
                      }}
                    >
                      {d.getDate()}
                    </ButtonBase>
                    <Stack spacing={0.5} sx={{ mt: 0.5 }}>
                      {list.slice(0, 3).map((e) => (
                        <ButtonBase
                          key={e.id}
                          data-testid="calendar-event"
                          onClick={() => edit(draftOf(e))}
                          sx={{
                            justifyContent: 'flex-start',
                            px: 1,
                            py: 0.25,
                            borderRadius: 1,
                            fontSize: '0.76rem',
                            fontWeight: 600,
                            color: '#fff',
                            bgcolor: CATEGORY_COLORS[e.category] ?? e.color,
                            whiteSpace: 'nowrap',
                            overflow: 'hidden',
                            textOverflow: 'ellipsis',
                            display: 'block',
                            textAlign: 'left',
                          }}
                        >
                          {e.title}
                        </ButtonBase>
                      ))}
                      {list.length > 3 && (
                        <Typography variant="caption" color="text.secondary" sx={{ pl: 1 }}>
                          {t('demo:calendar.more', { count: list.length - 3 })}
                        </Typography>
                      )}
                    </Stack>
                  </Box>
                );
              })}
            </Box>
          ))}
        </Box>
      )}
      <FormDialog
        open={Boolean(draft)}
        title={draft?.id ? t('demo:calendar.editEvent') : t('demo:calendar.newEvent')}
        onClose={() => edit(null)}
        onSubmit={() => void save()}
        onDelete={draft?.id ? () => void remove() : undefined}
        error={saving.error}
        busy={saving.busy}
      >
        {draft && (
          <>
            <TextField
              label={t('demo:calendar.eventTitle')}
              value={draft.title}
              onChange={(e) => setDraft({ ...draft, title: e.target.value })}
              required
              autoFocus
            />
            <Stack direction="row" spacing={2}>
              <TextField
                label={t('demo:calendar.start')}
                type="date"
                value={draft.start}
                onChange={(e) => setDraft({ ...draft, start: e.target.value })}
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label={t('demo:calendar.end')}
                type="date"
                value={draft.end}
                onChange={(e) => setDraft({ ...draft, end: e.target.value })}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <TextField
              select
              label={t('demo:calendar.category')}
              value={draft.category}
              onChange={(e) => setDraft({ ...draft, category: e.target.value as EventCategory })}
            >
              {EVENT_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {word('category', c)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('demo:calendar.link')}
              type="url"
              value={draft.url}
              onChange={(e) => setDraft({ ...draft, url: e.target.value })}
              placeholder="https://"
            />
          </>
        )}
      </FormDialog>
    </Panel>
  );
}
