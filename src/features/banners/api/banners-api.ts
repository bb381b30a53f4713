// Banner calls of spec section 7 and the picture upload they use: the image goes first to
// POST /banner/upload/image (multipart, field `file`), and its answered path into the JSON body.
import type { AxiosProgressEvent } from 'axios';
import type { z } from 'zod';
import type { BANNER_SORT_KEYS, Banner, UploadedImage, bannerCreateSchema, bannerUpdateSchema } from '../../../../server/contracts/banners';
import type { EntityStatus, Paged, SortDir } from '../../../../server/contracts/common';
import { api, unwrap, type RequestOptions } from '../../../lib/api-client';

export interface BannerQuery {
  pagenum: number;
  limit: number;
  search?: string;
  company_uuid?: string;
  store_uuid?: string;
  sort_by?: (typeof BANNER_SORT_KEYS)[number];
  sort_dir?: SortDir;
}

export const listBanners = async (q: BannerQuery, signal?: AbortSignal): Promise<Paged<Banner>> =>
  unwrap(await api.get<Paged<Banner>>('/banner/list/admin', { ...q }, { silent: true, signal }));

export const createBanner = async (body: z.output<typeof bannerCreateSchema>): Promise<Banner | undefined> =>
  (await api.post<Banner>('/banner/add', body)).data;

export const updateBanner = async (id: string, body: z.output<typeof bannerUpdateSchema>): Promise<Banner | undefined> =>
  (await api.put<Banner>(`/banner/${encodeURIComponent(id)}`, body)).data;

export const setBannerStatus = (id: string, status: EntityStatus) => api.put<Banner>('/banner/change/status', { uuid: id, status });

/** Uploads a picture; the server stores it as WebP and answers its path. `onProgress` gets 0..100. */
export async function uploadBannerImage(file: File, onProgress: (percent: number) => void): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  // The shared client sends JSON by default; a multipart type lets axios pass the form through.
  const options: RequestOptions & { headers: Record<string, string>; onUploadProgress: (e: AxiosProgressEvent) => void } = {
    headers: { 'Content-Type': 'multipart/form-data' },
    successToast: false,
    onUploadProgress: (e) => onProgress(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
  };
  return unwrap(await api.post<UploadedImage>('/banner/upload/image', body, options));
}
