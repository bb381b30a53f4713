import { ApiError } from '../../../lib/api-client';

/**
 * True when the server answered that the route does not exist (its 404 for unknown API paths), as
 * opposed to a 404 for a record. Screens whose server routes have not landed say "not available yet".
 */
export const isMissingRoute = (err: unknown): boolean => err instanceof ApiError && err.status === 404 && /no such api route/i.test(err.message);
