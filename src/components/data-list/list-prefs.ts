// Column visibility and density of a list, kept per user and list in localStorage.
import type { GridColumnVisibilityModel, GridDensity } from '@mui/x-data-grid';
import { useState } from 'react';
import { readJson, writeJson } from '../../lib/storage';

export interface ListPrefs {
  columns: GridColumnVisibilityModel;
  density: GridDensity;
}

export const listPrefsKey = (user: string, list: string): string => `cafeteria.list.${user}.${list}`;

export function useListPrefs(user: string, list: string, initialColumns: GridColumnVisibilityModel) {
  const key = listPrefsKey(user, list);
  const [prefs, setPrefs] = useState<ListPrefs>(() => {
    const saved = readJson<Partial<ListPrefs>>(key);
    return { columns: { ...initialColumns, ...(saved?.columns ?? {}) }, density: saved?.density ?? 'standard' };
  });
  const update = (patch: Partial<ListPrefs>) =>
    setPrefs((prev) => {
      const next = { ...prev, ...patch };
      writeJson(key, next);
      return next;
    });
  return { prefs, update };
}
