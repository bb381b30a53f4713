// GET /cart/list for a consumer as staff see it: the server lets staff read the cart of a consumer
// in their company (an admin any consumer's) and refuses others.
import type { CartView } from '../../../../server/contracts/ordering';
import { api, unwrap } from '../../../lib/api-client';

export const consumerCart = async (userUuid: string, companyUuid: string, signal?: AbortSignal): Promise<CartView> =>
  unwrap(await api.get<CartView>('/cart/list', { user_uuid: userUuid, company_uuid: companyUuid }, { silent: true, signal }));
