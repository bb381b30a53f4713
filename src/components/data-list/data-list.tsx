// The one list of the back office, on MUI X DataGrid: server paging, sorting and search through
// `useDataList` (the envelope's `items, total, pagenum, limit, pageCount`), filters in the address bar,
// column visibility and density kept per user, a sticky header, the empty, error and "offline:
// showing data loaded at …" states, DataGrid's own keyboard navigation and its texts in the app's
// language. A page declares its columns and filters; see src/components/README.md.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridRow,
  GridToolbarExport,
  type GridRowProps,
  type GridColDef,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../forms/search-field';
import { KeptBanner } from '../feedback/kept-banner';
import { LoadStrip } from '../lists/load-strip';
import { LIMITS } from '../../config/constants';
import { gridLocaleText } from './grid-locale';
import { useListPrefs } from './list-prefs';
import type { DataListState } from './use-data-list';

type Row = GridValidRowModel & { uuid: string };

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    text?: string;
    testId?: string;
  }
  interface RowPropsOverrides {
    attributes?: (row: GridValidRowModel) => Record<string, string>;
  }
  interface ToolbarPropsOverrides {
    exportable?: boolean;
  }
}

export interface DataListProps<R extends Row> {
  list: Omit<DataListState<R>, 'update' | 'page'>;
  /** The grid's accessible name (the page title). */
  label: string;
  columns: GridColDef<R>[];
  /** Columns hidden until the person shows them (from the toolbar's Columns button). */
  hidden?: string[];
  /** The search box's label; no search box without it. */
  searchLabel?: string;
  /** The filter fields beside the search box (see filters.tsx). */
  filters?: ReactNode;
  /** A heading over the filters (a list that is one of several on its page). */
  heading?: ReactNode;
  /** data-testid of every row. */
  rowTestId: string;
  /** Shown when the list is empty; `noMatch` when it is empty because of a search or filter. */
  empty: string;
  noMatch?: string;
  emptyTestId?: string;
  /** A row click or Enter opens the row (a drawer, a page). */
  onRowOpen?: (row: R) => void;
  /** Attributes of a row's element from its data (`data-read` …). */
  rowAttributes?: (row: R) => Record<string, string>;
  /** The CSV export of the rows shown (lists that had one). */
  exportable?: boolean;
}

function EmptyOverlay({ text, testId }: { text?: string; testId?: string }) {
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 3, color: 'text.secondary' }} data-testid={testId}>
      <Typography variant="body2">{text}</Typography>
    </Stack>
  );
}

function AttributedRow({ attributes, ...props }: GridRowProps & { attributes?: (row: GridValidRowModel) => Record<string, string> }) {
  return <GridRow {...props} {...attributes?.(props.row)} />;
}

function ListToolbar({ exportable }: { exportable?: boolean }) {
  return (
    <GridToolbarContainer sx={{ px: 1.5, pt: 0.5, justifyContent: 'flex-end' }}>
      <GridToolbarColumnsButton />
      <GridToolbarDensitySelector />
      {exportable && <GridToolbarExport printOptions={{ disableToolbarButton: true }} />}
    </GridToolbarContainer>
  );
}

/** A column wide enough for its header in every language (German headers are long), sortable when the list route sorts by its field. */
const fitted = <R extends GridValidRowModel>(col: GridColDef<R>, sorts: readonly string[]): GridColDef<R> => {
  const sortable = col.sortable ?? sorts.includes(col.field);
  const headerWidth = Math.ceil((col.headerName ?? '').length * 8.2) + (sortable ? 52 : 32);
  return { flex: col.width ? undefined : 1, ...col, sortable, minWidth: Math.max(col.minWidth ?? 90, headerWidth) };
};

export function DataList<R extends Row>(props: DataListProps<R>) {
  const {
    list,
    label,
    columns,
    hidden = [],
    searchLabel,
    filters,
    heading,
    rowTestId,
    empty,
    noMatch,
    emptyTestId,
    onRowOpen,
    rowAttributes,
    exportable,
  } = props;
  const { t, i18n } = useTranslation();
  const { prefs, update } = useListPrefs(list.user, list.id, Object.fromEntries(hidden.map((f) => [f, false])));
  const cols = useMemo(() => columns.map((c) => fitted(c, list.sorts)), [columns, list.sorts]);
  const { query } = list;
  // One model per sort: a new array on every render makes the grid announce a sort change and go back to the first page.
  const [sortKey, sortDir] = [query.sort?.key, query.sort?.dir];
  const sortModel = useMemo((): GridSortModel => (sortKey && sortDir ? [{ field: sortKey, sort: sortDir }] : []), [sortKey, sortDir]);
  const localeText = gridLocaleText(i18n.resolvedLanguage ?? i18n.language);

  return (
    <Card>
      {heading}
      {(searchLabel || filters) && (
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ p: 2, pb: 0, alignItems: { md: 'flex-start' }, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          {searchLabel && <SearchField key={list.id} label={searchLabel} initial={query.search} onSearch={list.setSearch} />}
          {filters}
        </Stack>
      )}
      {list.keptAt !== null && (
        <Box sx={{ px: 2, pb: 1 }}>
          <KeptBanner loadedAt={list.keptAt} onRetry={list.reload} />
        </Box>
      )}
      <LoadStrip loading={false} error={list.error} onRetry={list.reload} />
      <Box sx={{ display: 'flex', flexDirection: 'column', maxHeight: 'max(420px, calc(100dvh - 150px))', minHeight: 260 }}>
        <DataGrid<R>
          aria-label={label}
          rows={list.rows}
          getRowId={(r) => r.uuid}
          columns={cols}
          loading={list.loading}
          rowCount={list.total}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          paginationModel={{ page: query.pagenum, pageSize: query.limit }}
          onPaginationModelChange={(m) =>
            list.url.set({
              page: m.pageSize !== query.limit || m.page === 0 ? null : m.page + 1,
              limit: m.pageSize === LIMITS.defaultPageSize ? null : m.pageSize,
            })
          }
          pageSizeOptions={[...LIMITS.pageSizes]}
          sortModel={sortModel}
          onSortModelChange={(m) => list.url.set({ sort: m[0]?.sort ? `${m[0].sort === 'desc' ? '-' : ''}${m[0].field}` : null, page: null })}
          columnVisibilityModel={prefs.columns}
          onColumnVisibilityModelChange={(columnsModel) => update({ columns: columnsModel })}
          density={prefs.density}
          onDensityChange={(density) => update({ density })}
          getRowHeight={() => 'auto'}
          onRowClick={onRowOpen ? (p) => onRowOpen(p.row) : undefined}
          onCellKeyDown={(p, e) => {
            if (onRowOpen && e.key === 'Enter') onRowOpen(p.row as R);
          }}
          showToolbar
          localeText={localeText}
          slots={{ toolbar: ListToolbar, noRowsOverlay: EmptyOverlay, row: AttributedRow }}
          slotProps={{
            toolbar: { exportable },
            noRowsOverlay: {
              text: list.error ? (list.error.message || t('lists.loadFailed')) : list.filtered && noMatch ? noMatch : empty,
              testId: emptyTestId,
            },
            loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' },
            row: { 'data-testid': rowTestId, attributes: rowAttributes as ((row: GridValidRowModel) => Record<string, string>) | undefined } as object,
          }}
          sx={{
            border: 0,
            borderRadius: 0,
            '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center', minWidth: 0 },
            '&.MuiDataGrid-root--densityCompact .MuiDataGrid-cell': { py: 0.5 },
            '&.MuiDataGrid-root--densityComfortable .MuiDataGrid-cell': { py: 1.5 },
            '& .MuiDataGrid-row': { cursor: onRowOpen ? 'pointer' : undefined },
            '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 650 },
          }}
        />
      </Box>
    </Card>
  );
}
