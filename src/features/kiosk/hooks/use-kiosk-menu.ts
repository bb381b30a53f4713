import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inLanguage, productInLanguage } from '../../../lib/in-language';
import type { KioskBinding } from '../../../lib/kiosk-device';
import { cachedMenu, loadMenu, type KioskMenu } from '../api/kiosk-api';

/** The menu as the kiosk has it: none yet, and whether the last attempt failed; `reload` asks again. */
export interface KioskMenuState {
  menu: KioskMenu | null;
  failed: boolean;
  reload(): void;
}

/** The store's menu in the guest's language: the kept copy at once, then the network's (kept in turn) when it answers; `reload` asks again (each new guest). */
export function useKioskMenu(binding: KioskBinding): KioskMenuState {
  const [menu, setMenu] = useState<KioskMenu | null>(() => cachedMenu(binding));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const ctrl = new AbortController();
    loadMenu(binding, ctrl.signal)
      .then((m) => {
        setMenu(m);
        setFailed(false);
      })
      .catch(() => {
        if (!ctrl.signal.aborted) setFailed(true);
      });
    return () => ctrl.abort();
  }, [binding, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // Names in the guest's language (the kept menu holds every language; the choice is made here).
  const { i18n } = useTranslation();
  const language = i18n.language;
  const shown = useMemo(
    () =>
      menu && {
        ...menu,
        categories: menu.categories.map((c) => inLanguage(c, language)),
        products: menu.products.map((p) => productInLanguage(p, language)),
      },
    [menu, language],
  );
  return { menu: shown, failed, reload };
}
