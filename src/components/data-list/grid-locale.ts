// MUI DataGrid's own texts (column menu, density, pager …) in the app's language.
import type { GridLocaleText } from '@mui/x-data-grid';
import { deDE, esES } from '@mui/x-data-grid/locales';

export function gridLocaleText(language: string): Partial<GridLocaleText> | undefined {
  const prefix = language.slice(0, 2).toLowerCase();
  if (prefix === 'de') return deDE.components.MuiDataGrid.defaultProps.localeText;
  if (prefix === 'es') return esES.components.MuiDataGrid.defaultProps.localeText;
  return undefined;
}
