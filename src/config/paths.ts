// Every route of the PWA, relative to the router basename (/app). Keep paths here only.
export const paths = {
  root: '/',
  login: '/login',
  employeeLogin: '/employee/login',
  loginMobile: '/login/mobile',
  otpVerification: '/login/mobile/verify',
  register: '/register',
  forgotPassword: '/forgot-password',
  forgotPasswordOtp: '/forgot-password/otp',
  resetPassword: '/reset-password',
  userWelcome: '/welcome',
  notFound: '/page-not-found',
  unauthorized: '/unauthorized',
  invalidAccess: '/invalid-access',
  /** Base of the logged-in area; it redirects, exactly, to the dashboard. */
  appArea: '/backoffice',

  modes: {
    kiosk: '/kiosk',
    cashier: '/cashier',
    consumer: '/consumer',
  },

  backOffice: {
    dashboard: '/dashboard',
    companies: '/Company',
    addCompany: '/addcompany',
    users: '/User',
    addUser: '/adduser',
    executives: '/executive',
    addExecutive: '/addexecutive',
    categories: '/category',
    addCategory: '/addcategory',
    coupons: '/couponslist',
    consumers: '/consumers',
    addConsumer: '/addconsumer',
    banners: '/banners',
    products: '/product',
    addProduct: '/addproduct',
    /** Option groups (sizes, milks, add-ons) shared by a store's products. */
    optionGroups: '/options',
    addOptionGroup: '/addoption',
    orders: '/NICorders',
    addOrder: '/addNICorder',
    reports: '/report',
    addReport: '/addreport',
    /** The breakdowns of a report (product mix, hours, cashiers, methods, tax, discounts, refunds). */
    reportBreakdown: '/reportbreakdown',
    menu: '/menu',
    cardCart: '/Cardcart',
    feedback: '/feedback',
    reviews: '/reviews',
    notifications: '/notifications',
    cash: '/cash',
    /** A store's kitchen stations, their routes and ticket timing. */
    kitchen: '/kitchen-stations',
    /** A store's pickup slots: ordering ahead, capacity, prep lead and pace (issue 15). */
    pickupSlots: '/pickup-slots',
  },

  /** The consumer app (guests too). Static segments win over the slugs in react-router's ranking. */
  consumer: {
    home: '/consumer',
    cart: '/consumer/cart',
    orders: '/consumer/orders',
    order: '/consumer/orders/:orderId',
    wallet: '/consumer/wallet',
    profile: '/consumer/profile',
    notifications: '/consumer/notifications',
    company: '/consumer/:companySlug',
    store: '/consumer/:companySlug/:storeSlug',
  },

  /** Cashier mode: order entry at the mode's own path, the live queue, the kitchen screen. */
  cashier: {
    order: '/cashier',
    queue: '/cashier/queue',
    kitchen: '/cashier/kitchen',
  },

  /** The customer-facing pickup screen of a store: public, opened on a screen over the counter. */
  pickup: '/pickup/:storeSlug',

  pages: {
    terms: '/termsconditions',
    refund: '/refund',
    shipping: '/shippingpolicy',
    privacy: '/privacy',
    contact: '/contact',
    about: '/about',
  },
} as const;

/** Company form path: create without an id, edit with one. */
export const companyFormPath = (id?: string): string =>
  id ? `${paths.backOffice.addCompany}?id=${encodeURIComponent(id)}` : paths.backOffice.addCompany;

/** Option group form path: create without an id, edit with one. */
export const optionGroupFormPath = (id?: string): string =>
  id ? `${paths.backOffice.addOptionGroup}?id=${encodeURIComponent(id)}` : paths.backOffice.addOptionGroup;

export const pickupPath = (storeSlug: string): string => `/pickup/${encodeURIComponent(storeSlug)}`;

/** The Orders screen opened on one order (its id searched, its drawer open). */
export const orderViewPath = (orderId: string): string => `${paths.backOffice.orders}?order=${encodeURIComponent(orderId)}`;

/** Consumer app paths with their slugs and ids filled in. */
export const consumerPath = {
  company: (companySlug: string): string => `${paths.consumer.home}/${encodeURIComponent(companySlug)}`,
  store: (companySlug: string, storeSlug: string): string => `${paths.consumer.home}/${encodeURIComponent(companySlug)}/${encodeURIComponent(storeSlug)}`,
  order: (orderId: string): string => `${paths.consumer.orders}/${encodeURIComponent(orderId)}`,
};
