// The data table: the 60 sample rows through GET /datatable with term, sortBy, pageSize and
// pageIndex; adding, editing and deleting rows are POST, PUT and DELETE with the same paging fields,
// each answering the page to show (pageSize, pageIndex, pageCount, items).
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { demoApi } from '../api/demo-api';
import { TABLE_CATEGORIES, TABLE_TAGS, type PageQuery, type Paged, type SortEntry, type TableRow as Row } from '../mock/types';
import { ChangeError, FormDialog, LoadState, Panel, usePageLabel, TAG_COLORS, useChange, useSampleWord } from './demo-parts';

const COLUMNS = ['name', 'category', 'sales', 'stock', 'tag'] as const;
const PAGE_SIZES = [5, 10, 20];

type Draft = Omit<Row, 'id'> & { id?: number };
const EMPTY: Draft = { name: '', category: 'Sourdough', tag: 'New', sales: 0, stock: 0 };

export function DatatableApp() {
  const { t } = useTranslation();
  const word = useSampleWord();
  const pageLabel = usePageLabel();
  const [term, setTerm] = useState('');
  const [sort, setSort] = useState<SortEntry | null>(null);
  const [pageSize, setPageSize] = useState(10);
  const [pageIndex, setPageIndex] = useState(0);
  const [page, setPage] = useState<Paged<Row> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const saving = useChange();
  const removing = useChange();
  const edit = (next: Draft | null) => {
    saving.clear();
    setDraft(next);
  };
  const [tick, setTick] = useState(0);
  const q: PageQuery = { term, sortBy: sort ? [sort] : [], pageSize, pageIndex };

  useEffect(() => {
    let live = true;
    setLoading(true);
    setError(null);
    // The box answers as the person types; the mock applies the term from 2 characters on.
    const timer = setTimeout(() => {
      demoApi.datatable
        .query({ term, sortBy: sort ? [sort] : [], pageSize, pageIndex })
        .then((p) => live && setPage(p))
        .catch((e: unknown) => live && setError(e instanceof Error ? e : new Error(String(e))))
        .finally(() => live && setLoading(false));
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [term, sort, pageSize, pageIndex, tick]);

  const applied = (p: Paged<Row>) => {
    setPage(p);
    setPageIndex(p.pageIndex);
  };
  // A failed save keeps the dialog open with what was typed; a failed delete keeps the selection. Each says so.
  const save = () =>
    saving.run(async () => {
      if (!draft || !draft.name.trim()) return;
      const item = { ...draft, name: draft.name.trim(), sales: Number(draft.sales) || 0, stock: Number(draft.stock) || 0 };
      applied(item.id ? await demoApi.datatable.put(item as Row, q) : await demoApi.datatable.add(item, q));
      setDraft(null);
    });
  const removeSelected = () =>
    removing.run(async () => {
      applied(await demoApi.datatable.remove(selected, q));
      setSelected([]);
    }, 'deleteFailed');
  const sortBy = (id: string) => {
    setSort((s) => (s?.id !== id ? { id, desc: false } : s.desc ? null : { id, desc: true }));
    setPageIndex(0);
  };
  const rows = page?.items ?? [];
  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const togglePage = () =>
    setSelected((s) => (allOnPage ? s.filter((id) => !rows.some((r) => r.id === id)) : [...new Set([...s, ...rows.map((r) => r.id)])]));

  return (
    <Panel label={t('backoffice:menu.demo.datatable')}>
      <Stack direction="row" spacing={1.5} sx={{ p: 2.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
        <TextField
          size="small"
          label={t('demo:common.search')}
          value={term}
          onChange={(e) => {
            setTerm(e.target.value);
            setPageIndex(0);
          }}
          sx={{ width: 320 }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchRoundedIcon fontSize="small" /></InputAdornment> } }}
          helperText={t('demo:datatable.searchHint')}
        />
        <Box sx={{ flex: 1 }} />
        {selected.length > 0 && (
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutlineRoundedIcon />}
            onClick={() => void removeSelected()}
            disabled={removing.busy}
          >
            {t('demo:datatable.deleteSelected', { count: selected.length })}
          </Button>
        )}
        <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => edit(EMPTY)}>
          {t('demo:datatable.addRow')}
        </Button>
      </Stack>
      <ChangeError error={removing.error} onClose={removing.clear} sx={{ mx: 2.5, mb: 2 }} />
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('backoffice:menu.demo.datatable')} sx={{ '& td, & th': { py: 1.1 } }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allOnPage}
                  indeterminate={!allOnPage && rows.some((r) => selected.includes(r.id))}
                  onChange={togglePage}
                  slotProps={{ input: { 'aria-label': t('demo:datatable.selectPage') } }}
                />
              </TableCell>
              {COLUMNS.map((c) => (
                <TableCell
                  key={c}
                  align={c === 'sales' || c === 'stock' ? 'right' : 'left'}
                  sortDirection={sort?.id === c ? (sort.desc ? 'desc' : 'asc') : false}
                >
                  {/* A sort button of our own: MUI's TableSortLabel would move its arrow into every first load's shared chunk. */}
                  {/* Over a column of numbers the arrow goes before the word, so the word lines up with them. */}
                  <ButtonBase
                    onClick={() => sortBy(c)}
                    sx={{
                      gap: 0.5,
                      font: 'inherit',
                      fontWeight: 650,
                      borderRadius: 1,
                      flexDirection: c === 'sales' || c === 'stock' ? 'row-reverse' : 'row',
                      '&:hover svg': { opacity: 0.6 },
                    }}
                  >
                    {t(`demo:datatable.column.${c}`)}
                    <ArrowUpwardRoundedIcon
                      sx={{
                        fontSize: 16,
                        opacity: sort?.id === c ? 1 : 0,
                        transform: sort?.id === c && sort.desc ? 'rotate(180deg)' : 'none',
                        transition: 'transform 150ms, opacity 150ms',
                      }}
                    />
                  </ButtonBase>
                </TableCell>
              ))}
              <TableCell align="right">
                <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  {t('demo:common.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} hover selected={selected.includes(r.id)} data-testid="table-row">
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.includes(r.id)}
                    onChange={() => setSelected((s) => (s.includes(r.id) ? s.filter((id) => id !== r.id) : [...s, r.id]))}
                    slotProps={{ input: { 'aria-label': t('demo:datatable.select', { name: r.name }) } }}
                  />
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{r.name}</TableCell>
                <TableCell>{word('tableCategory', r.category)}</TableCell>
                <TableCell align="right">{r.sales}</TableCell>
                <TableCell align="right">{r.stock}</TableCell>
                <TableCell
                >
                  {r.tag ? <Chip size="small" color={TAG_COLORS[r.tag] ?? 'default'} label={word('tag', r.tag)} /> : '–'}
                </TableCell>
                <TableCell align="right">
                  <IconButton size="small" aria-label={t('demo:datatable.edit', { name: r.name })} onClick={() => edit(r)}>
                    <EditRoundedIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <LoadState loading={loading && !page} error={error} onRetry={() => setTick((n) => n + 1)} />
      {page && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 3 }}>
          {t('demo:common.noResults')}
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'center', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider' }}>
        <TextField
          select
          size="small"
          label={t('demo:common.perPage')}
          value={pageSize}
          onChange={(e) => {
            setPageSize(Number(e.target.value));
            setPageIndex(0);
          }}
          sx={{ width: 130 }}
        >
          {PAGE_SIZES.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary" data-testid="table-page">
          {page ? t('demo:common.pageOf', { page: page.pageCount ? page.pageIndex + 1 : 0, count: page.pageCount }) : ''}
        </Typography>
        <Pagination
          count={page?.pageCount ?? 0}
          page={(page?.pageIndex ?? 0) + 1}
          onChange={(_e, p) => setPageIndex(p - 1)}
          color="primary"
          shape="rounded"
          getItemAriaLabel={pageLabel}
        />
      </Stack>
      <FormDialog
        open={Boolean(draft)}
        title={draft?.id ? t('demo:datatable.editRow') : t('demo:datatable.addRow')}
        onClose={() => edit(null)}
        onSubmit={() => void save()}
        error={saving.error}
        busy={saving.busy}
      >
        {draft && (
          <>
            <TextField
              label={t('demo:datatable.column.name')}
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              required
              autoFocus
            />
            <TextField
              select
              label={t('demo:datatable.column.category')}
              value={draft.category}
              onChange={(e) => setDraft({ ...draft, category: e.target.value as Row['category'] })}
            >
              {TABLE_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {word('tableCategory', c)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('demo:datatable.column.tag')}
              value={draft.tag}
              onChange={(e) => setDraft({ ...draft, tag: e.target.value as Row['tag'] })}
            >
              {TABLE_TAGS.map((tag) => (
                <MenuItem key={tag || 'none'} value={tag}>
                  {tag ? word('tag', tag) : t('demo:datatable.noTag')}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" spacing={2}>
              <TextField
                type="number"
                label={t('demo:datatable.column.sales')}
                value={draft.sales}
                onChange={(e) => setDraft({ ...draft, sales: Number(e.target.value) })}
                fullWidth
              />
              <TextField
                type="number"
                label={t('demo:datatable.column.stock')}
                value={draft.stock}
                onChange={(e) => setDraft({ ...draft, stock: Number(e.target.value) })}
                fullWidth
              />
            </Stack>
          </>
        )}
      </FormDialog>
    </Panel>
  );
}
