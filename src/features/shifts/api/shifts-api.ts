// The till's shift (server/modules/shifts): its open shift and X report, the close, and the back
// office's closed shifts and Z reports. Opening and cash moves go through the outbox (use-till-shift.ts).
import type { Paged } from '../../../../server/contracts/common';
import type { CurrentShift, Shift, ShiftCloseBody, ShiftReport } from '../../../../server/contracts/shifts';
import { api, unwrap } from '../../../lib/api-client';

export const fetchCurrentShift = async (deviceId: string, signal?: AbortSignal): Promise<CurrentShift> =>
  unwrap(await api.get<CurrentShift>('/shift/current', { device_id: deviceId }, { silent: true, signal }));

export const closeShift = async (body: ShiftCloseBody): Promise<ShiftReport> =>
  unwrap(await api.post<ShiftReport>('/shift/close', body, { successToast: false }));

export const fetchShiftReport = async (uuid: string, signal?: AbortSignal): Promise<ShiftReport> =>
  unwrap(await api.get<ShiftReport>(`/shift/report/${encodeURIComponent(uuid)}`, undefined, { silent: true, signal }));

export const fetchClosedShifts = async (query: { pagenum: number; limit: number; store_uuid?: string }, signal?: AbortSignal): Promise<Paged<Shift>> =>
  unwrap(await api.get<Paged<Shift>>('/shift/list', query, { silent: true, signal }));
