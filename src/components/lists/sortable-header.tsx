// A table header cell that sorts its column (with the state of `useListSort`).
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SortState } from '../../lib/use-list-sort';

interface SortHeadProps<K extends string> extends Omit<TableCellProps, 'children'> {
  label: string;
  sortKey: K;
  sort: SortState<K> | null;
  onSort: (key: K) => void;
}

export function SortHead<K extends string>({ label, sortKey, sort, onSort, ...cell }: SortHeadProps<K>) {
  const active = sort?.key === sortKey;
  return (
    <TableCell {...cell} sortDirection={active ? sort.dir : false}>
      <TableSortLabel active={active} direction={active ? sort.dir : 'asc'} onClick={() => onSort(sortKey)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
