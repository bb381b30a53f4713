import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicBanner } from '../../../../server/contracts/banners';
import { bannerInLanguage } from '../../../lib/in-language';
import type { KioskBinding } from '../../../lib/kiosk-device';
import { kioskBanners } from '../api/kiosk-api';

// The last answer per store, kept for this page: the attract screen comes back after every guest and
// shows the banners at once, while they are asked for again (a banner switched off since goes away).
const lastAnswer = new Map<string, PublicBanner[]>();

/** The store's banners for the attract screen in the guest's language; none while they load for the first time, or with no network. */
export function useKioskBanners(binding: KioskBinding): PublicBanner[] {
  const [banners, setBanners] = useState<PublicBanner[]>(() => lastAnswer.get(binding.store_uuid) ?? []);
  useEffect(() => {
    const ctrl = new AbortController();
    kioskBanners(binding, ctrl.signal)
      .then((list) => {
        lastAnswer.set(binding.store_uuid, list);
        setBanners(list);
      })
      .catch(() => undefined);
    return () => ctrl.abort();
  }, [binding]);
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => banners.map((b) => bannerInLanguage(b, language)), [banners, language]);
}
