// Banner calls of spec section 7 and the picture upload they use: the image goes first to
// POST /banner/upload/image (multipart, field `file`), and its answered path into the JSON body.
import type { z } from 'zod';
import type { BANNER_SORT_KEYS, Banner, UploadedImage, bannerCreateSchema, bannerUpdateSchema } from '../../../../server/contracts/banners';
import type { EntityStatus } from '../../../../server/contracts/common';
import { api, unwrap } from '../../../lib/api-client';
import { getPage, postFile, type ListQuery } from '../../../lib/resource-api';

export type BannerQuery = ListQuery<(typeof BANNER_SORT_KEYS)[number]>;

export const listBanners = (q: BannerQuery, signal?: AbortSignal) => getPage<Banner>('/banner/list/admin', q, signal);

export const createBanner = async (body: z.output<typeof bannerCreateSchema>): Promise<Banner | undefined> =>
  (await api.post<Banner>('/banner/add', body)).data;

export const updateBanner = async (id: string, body: z.output<typeof bannerUpdateSchema>): Promise<Banner | undefined> =>
  (await api.put<Banner>(`/banner/${encodeURIComponent(id)}`, body)).data;

export const setBannerStatus = (id: string, status: EntityStatus) => api.put<Banner>('/banner/change/status', { uuid: id, status });

/** Uploads a picture; the server stores it as WebP and answers its path. `onProgress` gets 0..100. */
export const uploadBannerImage = async (file: File, onProgress: (percent: number) => void): Promise<UploadedImage> =>
  unwrap(await postFile<UploadedImage>('/banner/upload/image', file, { successToast: false, onProgress }));
