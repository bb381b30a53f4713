// The API envelope and the one error type services throw; the error plugin turns it into a reply.
import type { Envelope, Paged } from '../contracts/common';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: { path: string; message: string }[]) => new AppError(400, message, errors);
export const unauthorized = (message = 'Please log in to continue') => new AppError(401, message);
export const forbidden = (message = 'You do not have access to this') => new AppError(403, message);
export const notFound = (what = 'Record') => new AppError(404, `${what} not found`);
export const conflict = (message: string, path?: string) => new AppError(409, message, path ? [{ path, message }] : undefined);

export function ok<T>(message: string, data?: T): Envelope<T> {
  return data === undefined ? { status: true, message } : { status: true, message, data };
}

export function paged<T>(items: T[], total: number, pagenum: number, limit: number): Paged<T> {
  return { items, total, pagenum, limit, pageCount: Math.ceil(total / limit) };
}

/** `pagenum` counts from 0; `page` is its alias in the calls where the spec names it so. */
export function pageOf(q: { pagenum?: number; page?: number; limit: number }) {
  const pagenum = q.pagenum ?? q.page ?? 0;
  return { pagenum, limit: q.limit, offset: pagenum * q.limit };
}

/** Escape LIKE wildcards so a search for "50%" means the text "50%". */
export function likeTerm(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}
