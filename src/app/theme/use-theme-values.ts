// Re-reads the computed theme colours (MUI CSS variables) 10 ms after a colour change, once the new
// variables are in the page; keeps them in Redux and the browser's theme-color in step.
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { TIMEOUTS } from '../../config/constants';
import { settingsActions, type ColorTheme } from './theme-settings-slice';

export function useThemeValues(color: ColorTheme): void {
  const dispatch = useDispatch();
  useEffect(() => {
    document.documentElement.dataset.theme = color;
    const timer = window.setTimeout(() => {
      const css = getComputedStyle(document.documentElement);
      const read = (name: string) => css.getPropertyValue(name).trim();
      const values = {
        primary: read('--mui-palette-primary-main'),
        background: read('--mui-palette-background-default'),
        paper: read('--mui-palette-background-paper'),
        text: read('--mui-palette-text-primary'),
      };
      dispatch(settingsActions.valuesRead(values));
      if (values.primary) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', values.primary);
    }, TIMEOUTS.themeReread);
    return () => window.clearTimeout(timer);
  }, [color, dispatch]);
}
