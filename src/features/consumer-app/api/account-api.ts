// The signed-in consumer's own things: notifications, wallet (iCash) and profile (shapes from
// server/contracts/{notifications,wallet,profile}.ts). Should a server lack one of these routes, the
// screen says "not available yet" instead of showing anything made up.
import type { z } from 'zod';
import type { Paged } from '../../../../server/contracts/common';
import type { NotificationPage, NotificationRow } from '../../../../server/contracts/notifications';
import type { Profile, profileUpdateSchema } from '../../../../server/contracts/profile';
import type { KioskPayCode } from '../../../../server/contracts/kiosk';
import type { WalletEntry, WalletSummary } from '../../../../server/contracts/wallet';
import { api, unwrap } from '../../../lib/api-client';

export type ConsumerNotification = NotificationRow;
export type { NotificationPage };

export const listNotifications = async (userUuid: string, page: number, limit: number, signal?: AbortSignal): Promise<NotificationPage> =>
  unwrap(await api.get<NotificationPage>('/notification/consumer/list', { page, limit, user_uuid: userUuid }, { silent: true, signal }));

export const markNotificationsRead = (body: { uuids?: string[]; all?: boolean }) => api.put<unknown>('/notification/read', body, { successToast: false });

/** GET /cash/list/consumer: the ledger page plus the balance now. */
export type WalletPage = Paged<WalletEntry> & { balance: number };

export const walletLedger = async (userUuid: string, pagenum: number, limit: number, signal?: AbortSignal): Promise<WalletPage> =>
  unwrap(await api.get<WalletPage>('/cash/list/consumer', { pagenum, limit, user_uuid: userUuid }, { silent: true, signal }));

export const walletSummary = async (userUuid: string, signal?: AbortSignal): Promise<WalletSummary> =>
  unwrap(await api.get<WalletSummary>(`/user/consumer/wallet/${encodeURIComponent(userUuid)}`, undefined, { silent: true, signal }));

export type ConsumerProfile = Profile;

export const loadProfile = async (userUuid: string, signal?: AbortSignal): Promise<ConsumerProfile> =>
  unwrap(await api.get<ConsumerProfile>(`/user/consumer/profile/${encodeURIComponent(userUuid)}`, undefined, { silent: true, signal }));

export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** The screen says it was saved (next to what was saved): no toast on top. */
export const updateProfile = async (userUuid: string, body: ProfileUpdate): Promise<ConsumerProfile> =>
  unwrap(await api.put<ConsumerProfile>(`/user/update/profile/${encodeURIComponent(userUuid)}`, body, { silent: true, successToast: false }));

/** A one-time 12-digit code (5 minutes) that signs this consumer in at a kiosk to pay with iCash. */
export const makeKioskPayCode = async (): Promise<KioskPayCode> =>
  unwrap(await api.post<KioskPayCode>('/kiosk/wallet/pay-code', {}, { silent: true, successToast: false }));
