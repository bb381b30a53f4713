// The two demo companies: their stores, staff, consumers and banners; the public consumers and the coupons.
import type { DemoTheme } from '../demo-images';

export interface StoreDef {
  slug: string;
  name: string;
  short: string;
  address: string;
  phone: string;
  openingHours: string;
  priceFactor: number;
  /** Busy-ness: scales orders per day. */
  volume: number;
}
export interface PersonDef {
  name: string;
  email: string;
}
export interface CompanyDef {
  slug: string;
  name: string;
  email: string;
  mobile: string;
  address: string;
  currency: string;
  taxRateBps: number;
  codePrefix: string;
  colors: [string, string];
  /** Work e-mail domains whose people may register as its consumers on their own. */
  joinDomains?: string[];
  stores: StoreDef[];
  owner: PersonDef;
  desk: PersonDef;
  /** Manager and cashier names per store, in store order. */
  storeStaff: [PersonDef, PersonDef][];
  consumers: { name: string; email: string; mobile?: string; status?: 'inactive' }[];
  banners: { title: string; subtitle: string; theme: DemoTheme; storeIndex?: number }[];
}

export const COMPANIES: CompanyDef[] = [
  {
    slug: 'acme',
    name: 'Acme Foods',
    email: 'hello@acme.example.com',
    mobile: '8041000000',
    address: 'Acme Tower, 12 MG Road, Bengaluru 560001',
    currency: 'INR',
    taxRateBps: 500,
    codePrefix: 'ACM',
    colors: ['#1e3a8a', '#60a5fa'],
    // Acme lets its staff in by their work e-mail; Globex only by invitation (or a code it sets).
    joinDomains: ['acme.example.com'],
    stores: [
      {
        slug: 'acme-hq',
        name: 'Acme HQ Cafeteria',
        short: 'hq',
        address: 'Ground floor, Acme Tower, 12 MG Road, Bengaluru',
        phone: '8041000001',
        openingHours: 'Mon-Fri 07:30-21:00, Sat-Sun 08:00-16:00',
        priceFactor: 1,
        volume: 1,
      },
      {
        slug: 'acme-plant',
        name: 'Acme Plant Canteen',
        short: 'plant',
        address: 'Plot 7, Peenya Industrial Area, Bengaluru',
        phone: '8041000002',
        openingHours: 'Every day 07:00-22:00',
        priceFactor: 0.9,
        volume: 0.8,
      },
    ],
    owner: { name: 'Rajesh Kumar', email: 'owner@acme.example.com' },
    desk: { name: 'Priya Nair', email: 'desk@acme.example.com' },
    storeStaff: [
      [
        { name: 'Vikram Rao', email: 'manager.hq@acme.example.com' },
        { name: 'Suresh Babu', email: 'cashier.hq@acme.example.com' },
      ],
      [
        { name: 'Anita Desai', email: 'manager.plant@acme.example.com' },
        { name: 'Ramesh Gowda', email: 'cashier.plant@acme.example.com' },
      ],
    ],
    consumers: [
      { name: 'Alice Sharma', email: 'alice@example.com', mobile: '9000000001' },
      { name: 'Rahul Verma', email: 'rahul.verma@acme.example.com' },
      { name: 'Sneha Kapoor', email: 'sneha.kapoor@acme.example.com' },
      { name: 'Arjun Menon', email: 'arjun.menon@acme.example.com' },
      { name: 'Kavya Reddy', email: 'kavya.reddy@acme.example.com' },
      { name: 'Rohan Gupta', email: 'rohan.gupta@acme.example.com' },
      { name: 'Ishita Banerjee', email: 'ishita.banerjee@acme.example.com' },
      { name: 'Nikhil Jain', email: 'nikhil.jain@acme.example.com', status: 'inactive' },
      { name: 'Pooja Pillai', email: 'pooja.pillai@acme.example.com' },
      { name: 'Aditya Singh', email: 'aditya.singh@acme.example.com' },
      { name: 'Farah Khan', email: 'farah.khan@acme.example.com' },
    ],
    banners: [
      { title: 'Lunch just got better', subtitle: '20% off at Acme HQ with LUNCH20', theme: 'mains', storeIndex: 0 },
      { title: 'Welcome to Acme Foods', subtitle: 'New here? WELCOME10 takes 10% off your first order', theme: 'breakfast' },
      { title: 'Pay with iCash', subtitle: 'Save 15% with WALLET15 when you pay from your wallet', theme: 'beverages' },
    ],
  },
  {
    slug: 'globex',
    name: 'Globex Canteens',
    email: 'food@globex.example.com',
    mobile: '2067000000',
    address: 'Globex Business Park, Hinjewadi Phase 2, Pune 411057',
    currency: 'INR',
    taxRateBps: 500,
    codePrefix: 'GLX',
    colors: ['#065f46', '#34d399'],
    stores: [
      {
        slug: 'globex-east',
        name: 'Globex East Canteen',
        short: 'east',
        address: 'Building E1, Globex Business Park, Pune',
        phone: '2067000001',
        openingHours: 'Mon-Sat 08:00-20:00',
        priceFactor: 1.05,
        volume: 1,
      },
      {
        slug: 'globex-west',
        name: 'Globex West Canteen',
        short: 'west',
        address: 'Building W3, Globex Business Park, Pune',
        phone: '2067000002',
        openingHours: 'Mon-Fri 08:00-19:00',
        priceFactor: 0.95,
        volume: 0.75,
      },
    ],
    owner: { name: 'Meera Iyer', email: 'owner@globex.example.com' },
    desk: { name: 'Karan Mehta', email: 'desk@globex.example.com' },
    storeStaff: [
      [
        { name: 'Sunita Patil', email: 'manager.east@globex.example.com' },
        { name: 'Amit Joshi', email: 'cashier.east@globex.example.com' },
      ],
      [
        { name: 'Deepak Kulkarni', email: 'manager.west@globex.example.com' },
        { name: 'Neha Shinde', email: 'cashier.west@globex.example.com' },
      ],
    ],
    consumers: [
      { name: 'Bob Fernandes', email: 'bob@example.com', mobile: '9000000002' },
      { name: 'Sanjay Deshmukh', email: 'sanjay.deshmukh@globex.example.com' },
      { name: 'Ananya Kulkarni', email: 'ananya.kulkarni@globex.example.com' },
      { name: 'Vivek Chawla', email: 'vivek.chawla@globex.example.com' },
      { name: 'Riya Malhotra', email: 'riya.malhotra@globex.example.com' },
      { name: 'Harsh Agarwal', email: 'harsh.agarwal@globex.example.com' },
      { name: 'Tanvi Bhatt', email: 'tanvi.bhatt@globex.example.com' },
      { name: 'Kunal Shah', email: 'kunal.shah@globex.example.com', status: 'inactive' },
      { name: 'Divya Krishnan', email: 'divya.krishnan@globex.example.com' },
      { name: 'Manish Tiwari', email: 'manish.tiwari@globex.example.com' },
      { name: 'Zoya Siddiqui', email: 'zoya.siddiqui@globex.example.com' },
    ],
    banners: [
      { title: 'Fresh salads every day', subtitle: 'Build a lighter lunch from our salad bar', theme: 'salads' },
      { title: 'Flat ₹50 off', subtitle: 'Use FLAT50 on orders of ₹250 or more', theme: 'snacks' },
      { title: 'Chai time at four', subtitle: 'Hot snacks and chai at Globex West from 3:30 pm', theme: 'beverages', storeIndex: 1 },
    ],
  },
];

/** Consumers of no company: they order anywhere and pay by card or at the counter. */
export const PUBLIC_CONSUMERS = [
  { name: 'Carol Dsouza', email: 'carol@example.com' },
  { name: 'Dan Mathew', email: 'dan@example.com' },
];

export interface CouponDef {
  code: string;
  description: string;
  type: 'percentage' | 'flat';
  offerType: 'all' | 'first_order' | 'wallet';
  value: number;
  maxDiscount?: number;
  minOrder: number;
  /** Days from now. */
  from: number;
  to: number;
  usageLimit?: number;
  perUserLimit?: number;
  storeIndex?: number;
}

export const COUPONS: CouponDef[] = [
  {
    code: 'WELCOME10',
    description: '10% off your first order, up to ₹50',
    type: 'percentage',
    offerType: 'first_order',
    value: 1000,
    maxDiscount: 5000,
    minOrder: 10000,
    from: -90,
    to: 365,
    perUserLimit: 1,
  },
  {
    code: 'FLAT50',
    description: '₹50 off orders of ₹250 or more',
    type: 'flat',
    offerType: 'all',
    value: 5000,
    minOrder: 25000,
    from: -75,
    to: 60,
    usageLimit: 500,
    perUserLimit: 5,
  },
  {
    code: 'LUNCH20',
    description: '20% off lunch, up to ₹60',
    type: 'percentage',
    offerType: 'all',
    value: 2000,
    maxDiscount: 6000,
    minOrder: 15000,
    from: -60,
    to: 30,
    storeIndex: 0,
  },
  {
    code: 'WALLET15',
    description: '15% off when you pay with iCash, up to ₹40',
    type: 'percentage',
    offerType: 'wallet',
    value: 1500,
    maxDiscount: 4000,
    minOrder: 10000,
    from: -60,
    to: 90,
    perUserLimit: 10,
  },
  {
    code: 'FLAT25',
    description: '₹25 off orders of ₹120 or more',
    type: 'flat',
    offerType: 'all',
    value: 2500,
    minOrder: 12000,
    from: -50,
    to: 45,
    storeIndex: 1,
  },
  {
    code: 'EARLYBIRD',
    description: '₹20 off for the first 20 orders',
    type: 'flat',
    offerType: 'all',
    value: 2000,
    minOrder: 6000,
    from: -58,
    to: 10,
    usageLimit: 20,
    perUserLimit: 1,
  },
  {
    code: 'DIWALI25',
    description: '25% off during the festival week, up to ₹100',
    type: 'percentage',
    offerType: 'all',
    value: 2500,
    maxDiscount: 10000,
    minOrder: 20000,
    from: -80,
    to: -50,
  },
  {
    code: 'MONSOON30',
    description: '₹30 off hot snacks in the rains',
    type: 'flat',
    offerType: 'all',
    value: 3000,
    minOrder: 15000,
    from: -45,
    to: -20,
    perUserLimit: 3,
  },
  {
    code: 'NEWYEAR100',
    description: '₹100 off orders of ₹500 or more in the new year',
    type: 'flat',
    offerType: 'all',
    value: 10000,
    minOrder: 50000,
    from: 20,
    to: 50,
  },
];
