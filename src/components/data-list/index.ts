export { DataList, type DataListProps } from './data-list';
export { useDataList, type LoadQuery, type DataListState } from './use-data-list';
export { PictureName, TwoLine, statusColumn, actionsColumn } from './columns';
export { ScopeFilter, SelectFilter, DateRangeFilter, CheckFilter, options } from './filters';
export { useRowDialog } from './use-row-dialog';
