// The keys of the consumer's kept cart, apart from local-cart.ts so that the app's frame needs no more.

/** A kept cart's id: whose (a user, or this device for a guest) and which company's. */
export const cartId = (owner: string, companyUuid: string) => `${owner}|${companyUuid}`;

/** The outbox scope of a company's cart on this phone. */
export const cartScope = (companyUuid: string) => `cart:${companyUuid}`;
