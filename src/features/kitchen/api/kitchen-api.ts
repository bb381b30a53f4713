// The kitchen's reads and the back office's set-up writes. Bumps, recalls and the expeditor's
// "ready" go through the outbox (../kitchen-writes.ts), never from here.
import type {
  ExpeditorBoard,
  KitchenSettings,
  KitchenSetup,
  KitchenStation,
  StationBoard,
} from '../../../../server/contracts/kitchen';
import { api, unwrap } from '../../../lib/api-client';

export async function fetchSetup(storeUuid?: string, signal?: AbortSignal): Promise<KitchenSetup> {
  return unwrap(await api.get<KitchenSetup>('/kitchen/setup', storeUuid ? { store_uuid: storeUuid } : undefined, { signal, silent: true }));
}

export async function fetchBoard(stationUuid: string, signal?: AbortSignal): Promise<StationBoard> {
  return unwrap(await api.get<StationBoard>('/kitchen/board', { station_uuid: stationUuid }, { signal, silent: true }));
}

export async function fetchExpeditor(storeUuid: string, signal?: AbortSignal): Promise<ExpeditorBoard> {
  return unwrap(await api.get<ExpeditorBoard>('/kitchen/expeditor', { store_uuid: storeUuid }, { signal, silent: true }));
}

export interface StationInput {
  name: string;
  sort_order: number;
  category_uuids: string[];
  product_uuids: string[];
}

export async function createStation(storeUuid: string, body: StationInput): Promise<KitchenStation> {
  return unwrap(await api.post<KitchenStation>('/kitchen/station/create', { store_uuid: storeUuid, ...body }));
}

export async function updateStation(uuid: string, body: StationInput): Promise<KitchenStation> {
  return unwrap(await api.put<KitchenStation>(`/kitchen/station/update/${encodeURIComponent(uuid)}`, body));
}

export async function setStationStatus(uuid: string, status: 'active' | 'inactive'): Promise<KitchenStation> {
  return unwrap(await api.put<KitchenStation>(`/kitchen/station/status/update/${encodeURIComponent(uuid)}`, { status }));
}

export async function deleteStation(uuid: string): Promise<void> {
  await api.delete(`/kitchen/station/delete/${encodeURIComponent(uuid)}`);
}

export async function saveSettings(body: KitchenSettings): Promise<KitchenSettings> {
  return unwrap(await api.put<KitchenSettings>('/kitchen/settings/update', body));
}
