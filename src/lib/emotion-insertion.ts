// Stands in for @emotion/use-insertion-effect-with-fallbacks (vite.config.ts aliases it; issue 13,
// Lighthouse's Total Blocking Time). Emotion compiles and inserts a component's styles in React's
// insertion effects, which run in the commit: one task that cannot yield, and with a screen's worth
// of MUI components the longest task of a first load on a slow phone. Here `styled` components insert
// their styles while they render instead (as Emotion did before React 18), and the render is a
// transition (src/main.tsx) that React splits into short slices. Inserting is idempotent (Emotion's
// cache keeps what it inserted), so a render that React throws away or repeats inserts nothing twice;
// <GlobalStyles> keeps its insertion (or layout) effect, as in Emotion.
import { useInsertionEffect, useLayoutEffect } from 'react';

export const useInsertionEffectAlwaysWithSyncFallback = <T>(create: () => T): T => create();

export const useInsertionEffectWithLayoutFallback = useInsertionEffect ?? useLayoutEffect;
