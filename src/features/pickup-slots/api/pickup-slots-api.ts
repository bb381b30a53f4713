// A store's pickup-slot settings (server/modules/pickup-slots): read (the defaults until saved) and save.
import type { PickupSettings, PickupSettingsBody } from '../../../../server/contracts/pickup-slots';
import { api, unwrap } from '../../../lib/api-client';

export const fetchPickupSettings = async (storeUuid: string, signal?: AbortSignal): Promise<PickupSettings> =>
  unwrap(await api.get<PickupSettings>(`/pickup-slots/settings/${encodeURIComponent(storeUuid)}`, undefined, { silent: true, signal }));

export const savePickupSettings = async (storeUuid: string, body: PickupSettingsBody): Promise<PickupSettings> =>
  unwrap(await api.put<PickupSettings>(`/pickup-slots/settings/${encodeURIComponent(storeUuid)}`, body));
