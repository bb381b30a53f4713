// The contacts: GET /apps/contacts with term, sortBy, pageSize and pageIndex, as cards; adding,
// editing and deleting are POST, PUT and DELETE with the paging fields, answering the page to show.
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import EmailRoundedIcon from '@mui/icons-material/EmailRounded';
import PhoneRoundedIcon from '@mui/icons-material/PhoneRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { demoApi } from '../api/demo-api';
import { avatar } from '../mock/sample-data';
import { CONTACT_GROUPS, type Contact, type PageQuery, type Paged } from '../mock/types';
import { FormDialog, LoadState, Panel, useChange, usePageLabel, useSampleWord } from './demo-parts';

const PAGE_SIZE = 8;
type SortChoice = 'none' | 'name-asc' | 'name-desc';
type Draft = Omit<Contact, 'id'> & { id?: number };

export function ContactsApp() {
  const { t } = useTranslation();
  const word = useSampleWord();
  const pageLabel = usePageLabel();
  const [term, setTerm] = useState('');
  const [sort, setSort] = useState<SortChoice>('none');
  const [pageIndex, setPageIndex] = useState(0);
  const [page, setPage] = useState<Paged<Contact> | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const saving = useChange();
  const edit = (next: Draft | null) => {
    saving.clear();
    setDraft(next);
  };
  const [tick, setTick] = useState(0);
  const sortBy = sort === 'none' ? [] : [{ id: 'name', desc: sort === 'name-desc' }];
  const q: PageQuery = { term, sortBy, pageSize: PAGE_SIZE, pageIndex };

  useEffect(() => {
    let live = true;
    setError(null);
    const timer = setTimeout(() => {
      demoApi.contacts
        .query({ term, sortBy: sort === 'none' ? [] : [{ id: 'name', desc: sort === 'name-desc' }], pageSize: PAGE_SIZE, pageIndex })
        .then((p) => live && setPage(p))
        .catch((e: unknown) => live && setError(e instanceof Error ? e : new Error(String(e))));
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [term, sort, pageIndex, tick]);

  const applied = (p: Paged<Contact>) => {
    setPage(p);
    setPageIndex(p.pageIndex);
  };
  // On a failure the dialog stays open with what was typed, and says so (useChange).
  const save = () =>
    saving.run(async () => {
      if (!draft || !draft.name.trim()) return;
      const item = { ...draft, name: draft.name.trim(), thumb: draft.thumb || avatar(draft.name.trim(), draft.name.length) };
      applied(item.id ? await demoApi.contacts.put(item as Contact, q) : await demoApi.contacts.add(item, q));
      setDraft(null);
    });
  const remove = () =>
    saving.run(async () => {
      if (!draft?.id) return;
      applied(await demoApi.contacts.remove([draft.id], q));
      setDraft(null);
    }, 'deleteFailed');

  return (
    <Panel label={t('backoffice:menu.demo.contacts')}>
      <Stack direction="row" spacing={1.5} sx={{ p: 2.5, alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1.5 }}>
        <TextField
          size="small"
          label={t('demo:common.search')}
          value={term}
          onChange={(e) => {
            setTerm(e.target.value);
            setPageIndex(0);
          }}
          sx={{ width: 320 }}
          helperText={t('demo:contacts.searchHint')}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchRoundedIcon fontSize="small" /></InputAdornment> } }}
        />
        <TextField select size="small" label={t('demo:contacts.sort')} value={sort} onChange={(e) => setSort(e.target.value as SortChoice)} sx={{ width: 200 }}>
          {(['none', 'name-asc', 'name-desc'] as const).map((s) => (
            <MenuItem key={s} value={s}>
              {t(`demo:contacts.sortBy.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          startIcon={<AddRoundedIcon />}
          onClick={() => edit({ name: '', position: '', email: '', phone: '', group: 'Work', thumb: '' })}
        >
          {t('demo:contacts.add')}
        </Button>
      </Stack>
      <LoadState loading={!page && !error} error={error} onRetry={() => setTick((n) => n + 1)} />
      {page && page.items.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 3, pb: 3 }}>
          {t('demo:common.noResults')}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={t('backoffice:menu.demo.contacts')}
        sx={{ listStyle: 'none', m: 0, px: 2.5, pb: 2.5, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))' }}
      >
        {page?.items.map((c) => (
          <Paper
            key={c.id}
            component="li"
            variant="outlined"
            data-testid="contact-card"
            sx={{ p: 2.25, borderRadius: 2.5, display: 'flex', flexDirection: 'column', gap: 1.25 }}
          >
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Avatar src={c.thumb} alt="" sx={{ width: 48, height: 48 }} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 700 }} noWrap>
                  {c.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {c.position}
                </Typography>
              </Box>
            </Stack>
            <Stack spacing={0.5} sx={{ color: 'text.secondary' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                <EmailRoundedIcon sx={{ fontSize: 16 }} />
                <Typography variant="body2" noWrap>
                  {c.email}
                </Typography>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PhoneRoundedIcon sx={{ fontSize: 16 }} />
                <Typography variant="body2">{c.phone}</Typography>
              </Stack>
            </Stack>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Button
                size="small"
                variant="outlined"
                onClick={() => edit(c)}
                aria-label={t('demo:contacts.editNamed', { name: c.name })}
              >
                {t('demo:common.edit')}
              </Button>
              <Chip size="small" label={word('group', c.group)} color={c.group === 'Work' ? 'primary' : 'success'} variant="outlined" />
            </Stack>
          </Paper>
        ))}
      </Box>
      {page && page.pageCount > 1 && (
        <Stack sx={{ pb: 2.5, alignItems: 'center' }}>
          <Pagination
            count={page.pageCount}
            page={page.pageIndex + 1}
            onChange={(_e, p) => setPageIndex(p - 1)}
            color="primary"
            shape="rounded"
            getItemAriaLabel={pageLabel}
          />
        </Stack>
      )}
      <FormDialog
        open={Boolean(draft)}
        title={draft?.id ? t('demo:contacts.edit') : t('demo:contacts.add')}
        onClose={() => edit(null)}
        onSubmit={() => void save()}
        onDelete={draft?.id ? () => void remove() : undefined}
        error={saving.error}
        busy={saving.busy}
      >
        {draft && (
          <>
            <TextField
              label={t('demo:contacts.field.name')}
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              required
              autoFocus
            />
            <TextField label={t('demo:contacts.field.position')} value={draft.position} onChange={(e) => setDraft({ ...draft, position: e.target.value })} />
            <TextField
              label={t('demo:contacts.field.email')}
              type="email"
              value={draft.email}
              onChange={(e) => setDraft({ ...draft, email: e.target.value })}
            />
            <TextField label={t('demo:contacts.field.phone')} value={draft.phone} onChange={(e) => setDraft({ ...draft, phone: e.target.value })} />
            <TextField
              select
              label={t('demo:contacts.field.group')}
              value={draft.group}
              onChange={(e) => setDraft({ ...draft, group: e.target.value as Contact['group'] })}
            >
              {CONTACT_GROUPS.map((g) => (
                <MenuItem key={g} value={g}>
                  {word('group', g)}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
      </FormDialog>
    </Panel>
  );
}
