// The kiosk route (/kiosk). Not behind the staff route guard: once bound, the device serves guests
// with no one signed in. Unbound, it shows the bind screen. On start it asks the server whether the
// binding still holds (a manager may have unbound it elsewhere) and refreshes the store's details.
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { clearKioskBinding, getKioskBinding, onKioskBindingChange, saveKioskBinding, type KioskBinding } from '../../../lib/kiosk-device';
import { kioskMe } from '../api/kiosk-api';
import { PageLoader } from '../../../components/feedback/page-loader';
import { lazyPart } from '../../../lib/lazy-part';
import { KioskShell } from './kiosk-shell';

// An unbound kiosk's bind screen (set up once, by staff) is no part of a bound kiosk's first load.
const BindScreen = lazyPart(() => import('./bind-screen').then((m) => ({ default: m.BindScreen })), <PageLoader fullScreen />);

export default function KioskPage() {
  const [binding, setBinding] = useState<KioskBinding | null>(() => getKioskBinding());

  useEffect(() => onKioskBindingChange(() => setBinding(getKioskBinding())), []);

  const deviceUuid = binding?.device_uuid;
  useEffect(() => {
    const current = getKioskBinding();
    if (!current) return;
    kioskMe(current)
      .then((info) => {
        const changed = (Object.keys(info) as (keyof typeof info)[]).some((k) => current[k] !== info[k]);
        if (changed) saveKioskBinding({ ...current, ...info });
      })
      .catch((e: unknown) => {
        // Unbound or unknown: the token is dead. A network failure keeps the kiosk running offline.
        if (e instanceof ApiError && e.status === 401) clearKioskBinding();
      });
  }, [deviceUuid]);

  return binding ? <KioskShell binding={binding} /> : <BindScreen />;
}
