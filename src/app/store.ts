// The one store (react-redux reads it; src/lib/slice.ts). Theme settings are written to localStorage
// whenever they change.
import { useDispatch, useSelector } from 'react-redux';
import { STORAGE_KEYS } from '../config/constants';
import { authSlice } from '../lib/auth-slice';
import { createStore } from '../lib/slice';
import { writeJson } from '../lib/storage';
import { settingsSlice } from './theme/theme-settings-slice';

export const store = createStore({
  auth: authSlice.reducer,
  settings: settingsSlice.reducer,
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

let lastSettings = store.getState().settings.theme;
store.subscribe(() => {
  const next = store.getState().settings.theme;
  if (next !== lastSettings) {
    lastSettings = next;
    writeJson(STORAGE_KEYS.settings, next);
  }
});
