// The demo apps' sample data, made afresh for each mock database (mock-db.ts) and kept in memory only:
// a reload starts again from here. Sizes as spec section 9 gives them: 60 table rows, about 43
// products, mail ids 1 to 22, 15 to-do items. Dates are laid around `now` so the calendar and the
// mailbox look current; every other value is fixed (a seeded sequence), so the tests can count on it.
import type { CalendarEvent, ChatItem, Contact, DemoNotification, DemoUser, MailThread, SampleProduct, TableRow, Task } from './types';
import type { EVENT_CATEGORIES } from './types';
import { MAIL_FOLDERS, TABLE_CATEGORIES, TABLE_TAGS } from './types';

/** A fixed pseudo-random sequence (a linear congruential generator): the same data every time. */
function sequence(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: the low bits of a power-of-two generator repeat after a few steps.
    return Math.floor(state / 65_536) % max;
  };
}

const PALETTE = ['#c2185b', '#7b1fa2', '#1565c0', '#00838f', '#2e7d32', '#ef6c00', '#6d4c41', '#455a64'];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** A round picture with the name's initials, as a data: URI (the CSP allows data: images; no files to ship). */
export function avatar(name: string, index: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${PALETTE[index % PALETTE.length]}"/>` +
    `<text x="32" y="39" font-family="Arial,sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${initials(name)}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

const PEOPLE = [
  'Olivia Bennett', 'Lucas Meyer', 'Sofia García', 'Noah Fischer', 'Emma Wilson', 'Mateo López', 'Mia Schneider', 'Liam Carter',
  'Isabella Romero', 'Elias Wagner', 'Ava Thompson', 'Hugo Martín', 'Lena Becker', 'Ethan Brooks', 'Valentina Ruiz', 'Jonas Hoffmann',
  'Chloe Evans', 'Daniel Navarro', 'Hannah Koch', 'Samuel Price',
] as const;

const email = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}@example.com`;

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const addDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, d.getHours(), d.getMinutes());

function events(now: Date): CalendarEvent[] {
  const items: [number, string, (typeof EVENT_CATEGORIES)[number], number?][] = [
    [-12, 'Food safety refresher', 'Education'],
    [-8, 'Supplier call: dairy', 'Work'],
    [-5, 'Menu tasting', 'Work', 1],
    [-3, 'Yoga class', 'Personal'],
    [-1, 'Allergen training', 'Education'],
    [0, 'Weekly team stand-up', 'Work'],
    [1, 'Dentist', 'Personal'],
    [3, 'New till walkthrough', 'Education', 1],
    [5, 'Inventory count', 'Work'],
    [8, 'Barista workshop', 'Education'],
    [10, 'Birthday dinner', 'Personal'],
    [14, 'Quarterly review', 'Work'],
    [17, 'Hygiene audit', 'Work'],
    [21, 'Weekend hike', 'Personal', 2],
  ];
  const colors = { Education: '#1565c0', Work: '#c2185b', Personal: '#2e7d32' } as const;
  // Some events link to a page (the optional url).
  const links: Record<string, string> = {
    'Allergen training': 'https://example.com/training/allergens',
    'Barista workshop': 'https://example.com/events/barista-workshop',
  };
  return items.map(([offset, title, category, days], i) => {
    const start = addDays(now, offset);
    return {
      id: i + 1,
      title,
      start: isoDay(start),
      ...(days ? { end: isoDay(addDays(start, days)) } : {}),
      color: colors[category],
      ...(links[title] ? { url: links[title] } : {}),
      category,
    };
  });
}

const MAIL_SUBJECTS = [
  ['Weekly menu draft', 'Here is the draft of next week’s menu, with the two new soups.'],
  ['Delivery moved to Thursday', 'The bakery can only deliver on Thursday this week.'],
  ['Invoice 2291', 'Please find attached the invoice for last month’s coffee beans.'],
  ['Team lunch', 'Shall we book the terrace for the team lunch on Friday?'],
  ['New allergen labels', 'The printer has the new allergen labels ready for pickup.'],
  ['Kiosk screen flickers', 'The kiosk near the entrance flickers when it wakes up.'],
  ['Holiday rota', 'The holiday rota for December is in the shared folder.'],
  ['Feedback from floor 3', 'Several people asked for more vegan options at lunch.'],
  ['Coffee machine service', 'The technician comes on Monday at 8:00.'],
  ['Price update', 'Our supplier raises the price of oat milk from next month.'],
  ['Training slots', 'There are three slots left for the barista workshop.'],
  ['Lost and found', 'Someone left a blue scarf at table 12.'],
] as const;

function mailbox(now: Date, rnd: (max: number) => number): MailThread[] {
  const tags = [
    { title: 'Work', bg: '#fce4ec', text: '#ad1457' },
    { title: 'Supplier', bg: '#e3f2fd', text: '#1565c0' },
    { title: 'Team', bg: '#e8f5e9', text: '#2e7d32' },
  ];
  return Array.from({ length: 22 }, (_, i) => {
    const id = i + 1;
    const [title, detail] = MAIL_SUBJECTS[i % MAIL_SUBJECTS.length]!;
    const person = PEOPLE[i % PEOPLE.length]!;
    // Most mail is in the inbox; a few threads in each other folder.
    const folder = i < 12 ? 'inbox' : MAIL_FOLDERS[1 + (i % 3)]!;
    const sent = new Date(now.getTime() - (i * 7 + rnd(5)) * 3_600_000);
    const attachment = i % 4 === 1;
    const attachments = attachment ? [{ title: `${title.toLowerCase().replace(/\W+/g, '-')}.pdf`, size: `${120 + rnd(800)} KB`, source: '#' }] : [];
    const time = sent.toTimeString().slice(0, 5);
    return {
      id,
      folder,
      from: person,
      title,
      detail,
      dateTime: sent.toISOString(),
      attachment,
      starred: i % 5 === 0,
      important: i % 6 === 2,
      unread: folder === 'inbox' && i % 3 !== 2,
      tags: i % 2 === 0 ? [tags[i % 3]!] : [],
      emails: [
        {
          name: person,
          address: email(person),
          thumb: avatar(person, i),
          date: isoDay(sent),
          time,
          attachments,
          content: `${detail}\n\nBest regards,\n${person}`,
        },
        ...(i % 3 === 0
          ? [
              {
                name: 'You',
                address: 'you@example.com',
                thumb: avatar('You', 7),
                date: isoDay(sent),
                time,
                attachments: [],
                content: 'Thanks, noted. I will get back to you today.',
              },
            ]
          : []),
      ],
    };
  });
}

const TASKS = [
  ['Order paper cups', 'The 300 ml cups run out by Wednesday.'],
  ['Clean the espresso grinder', 'Weekly deep clean of both grinders.'],
  ['Update the allergen board', 'Add sesame to the new bagel.'],
  ['Check fridge temperatures', 'Log the morning and evening readings.'],
  ['Plan Friday special', 'Something with the extra pumpkins.'],
  ['Call the bakery', 'Ask about gluten-free rolls.'],
  ['Print new price tags', 'Oat milk and soup prices change.'],
  ['Train new cashier', 'Till basics and refunds.'],
  ['Restock napkins', 'Both counters and the terrace.'],
  ['Review feedback', 'Read last week’s feedback from the app.'],
  ['Book coffee machine service', 'Monday morning before opening.'],
  ['Prepare holiday menu', 'Draft by the end of the month.'],
  ['Fix the wobbly table', 'Table 7 on the terrace.'],
  ['Count the float', 'Both tills before the lunch rush.'],
  ['Send supplier invoices', 'To accounting by Friday.'],
] as const;

function tasks(): Task[] {
  const tags = [
    { title: 'Urgent', bg: '#fce4ec' },
    { title: 'Kitchen', bg: '#fff3e0' },
    { title: 'Counter', bg: '#e3f2fd' },
  ];
  return TASKS.map(([title, detail], i) => ({
    id: i + 1,
    status: i % 4 === 3 ? 'Done' : 'Active',
    title,
    detail,
    tags: [tags[i % 3]!],
    deleted: i === 14,
  }));
}

const BREADS = ['Country loaf', 'Seeded rye', 'Honey oat', 'Baguette', 'Spelt roll', 'Rustic boule', 'Sandwich tin', 'Ciabatta', 'Fig & walnut', 'Olive twist'];

function tableRows(rnd: (max: number) => number): TableRow[] {
  return Array.from({ length: 60 }, (_, i) => ({
    id: i + 1,
    name: `${BREADS[i % BREADS.length]} ${Math.floor(i / BREADS.length) + 1}`,
    sales: 50 + rnd(950),
    stock: rnd(120),
    category: TABLE_CATEGORIES[i % TABLE_CATEGORIES.length]!,
    tag: TABLE_TAGS[rnd(TABLE_TAGS.length)]!,
  }));
}

const PRODUCTS: [string, string, string][] = [
  ['Flat white', 'Double ristretto with steamed milk', 'Coffee'],
  ['Cappuccino', 'Espresso, milk and a thick foam', 'Coffee'],
  ['Latte macchiato', 'Layered milk and espresso', 'Coffee'],
  ['Americano', 'Espresso topped up with hot water', 'Coffee'],
  ['Cold brew', 'Steeped for sixteen hours, served on ice', 'Coffee'],
  ['Mocha', 'Espresso, chocolate and milk', 'Coffee'],
  ['Chai latte', 'Spiced black tea with milk', 'Tea'],
  ['Matcha latte', 'Stone-ground green tea with oat milk', 'Tea'],
  ['Peppermint tea', 'Whole leaves, caffeine free', 'Tea'],
  ['Earl grey', 'Black tea with bergamot', 'Tea'],
  ['Fresh orange juice', 'Squeezed to order', 'Drinks'],
  ['Sparkling water', 'Still or sparkling, 500 ml', 'Drinks'],
  ['Lemonade', 'Homemade with mint', 'Drinks'],
  ['Iced tea', 'Peach and black tea', 'Drinks'],
  ['Croissant', 'All-butter, baked every morning', 'Bakery'],
  ['Pain au chocolat', 'Two bars of dark chocolate', 'Bakery'],
  ['Cinnamon bun', 'With a cream cheese glaze', 'Bakery'],
  ['Blueberry muffin', 'With a crumble top', 'Bakery'],
  ['Banana bread', 'Slice, with walnuts', 'Bakery'],
  ['Sourdough toast', 'With butter and jam', 'Bakery'],
  ['Bagel with cream cheese', 'Sesame bagel, chives', 'Bakery'],
  ['Caesar salad', 'Romaine, parmesan, croutons', 'Salads'],
  ['Greek salad', 'Feta, olives, cucumber, tomato', 'Salads'],
  ['Quinoa bowl', 'Roast vegetables and tahini', 'Salads'],
  ['Chicken salad', 'Grilled chicken, greens, honey mustard', 'Salads'],
  ['Tomato soup', 'Roast tomato and basil', 'Soups'],
  ['Lentil soup', 'Red lentils, cumin, lemon', 'Soups'],
  ['Pumpkin soup', 'With ginger and coconut', 'Soups'],
  ['Minestrone', 'Vegetables, beans and pasta', 'Soups'],
  ['Club sandwich', 'Chicken, bacon, egg and tomato', 'Sandwiches'],
  ['Tuna melt', 'Tuna, cheddar, sourdough', 'Sandwiches'],
  ['Caprese panini', 'Mozzarella, tomato, pesto', 'Sandwiches'],
  ['Falafel wrap', 'Hummus, pickles, salad', 'Sandwiches'],
  ['Ham & cheese toastie', 'Emmental and mustard', 'Sandwiches'],
  ['Beef lasagne', 'Baked to order', 'Hot dishes'],
  ['Vegetable curry', 'With basmati rice', 'Hot dishes'],
  ['Mac & cheese', 'Three cheeses, crispy top', 'Hot dishes'],
  ['Chicken schnitzel', 'With potato salad', 'Hot dishes'],
  ['Paella', 'Chicken and seafood', 'Hot dishes'],
  ['Cheesecake', 'New York style', 'Desserts'],
  ['Chocolate brownie', 'Gooey centre', 'Desserts'],
  ['Fruit salad', 'Seasonal fruit', 'Desserts'],
  ['Tiramisu', 'Mascarpone and espresso', 'Desserts'],
];

function products(now: Date, rnd: (max: number) => number): SampleProduct[] {
  const tags = ['', 'New', 'Sale', 'Popular'];
  return PRODUCTS.map(([name, description, category], i) => {
    const created = new Date(now.getTime() - (i * 3 + 1) * 86_400_000);
    return {
      id: String(1001 + i),
      name,
      description,
      sales: 20 + rnd(480),
      stock: rnd(90),
      category,
      tag: tags[i % tags.length]!,
      check: false,
      date: `${String(created.getDate()).padStart(2, '0')}.${String(created.getMonth() + 1).padStart(2, '0')}.${created.getFullYear()}`,
      createdDate: created.toISOString(),
    };
  });
}

const POSITIONS = ['Head chef', 'Barista', 'Store manager', 'Cashier', 'Supplier rep', 'Accountant', 'Pastry chef', 'Facilities'];

function contacts(): Contact[] {
  return PEOPLE.map((name, i) => ({
    id: i + 1,
    name,
    position: POSITIONS[i % POSITIONS.length]!,
    email: email(name),
    phone: `+1 555 01${String(10 + i).padStart(2, '0')}`,
    group: i % 3 === 2 ? 'Personal' : 'Work',
    thumb: avatar(name, i),
  }));
}

function chats(): ChatItem[] {
  const talk: [string, 'message' | 'response', string][][] = [
    [['Is the oat milk delivery in?', 'response', '09:02'], ['Yes, it came at 8:30.', 'message', '09:05'], ['Great, thanks!', 'response', '09:06']],
    [['Can you cover my shift on Friday?', 'response', '11:40'], ['Which hours?', 'message', '11:42'], ['12 to 4.', 'response', '11:43']],
    [['The new menu boards look great.', 'response', '14:10']],
    [['Please send me the invoice again.', 'message', '08:15'], ['Sent it just now.', 'response', '08:31']],
    [['Lunch tomorrow?', 'response', '17:55'], ['Sure, 12:30?', 'message', '17:58'], ['Perfect.', 'response', '18:01'], ['See you then!', 'response', '18:01']],
    [['Kiosk 2 is back online.', 'response', '10:20']],
  ];
  return talk.map((messages, i) => {
    const name = PEOPLE[i * 3]!;
    const unread = [2, 0, 1, 0, 2, 1][i]!;
    return {
      id: i + 1,
      name,
      thumb: avatar(name, i * 3),
      last: messages[messages.length - 1]![0],
      status: i % 2 === 0 ? 'Online' : 'Offline',
      unread,
      messages: messages.map(([text, type, time]) => ({ text, type, time, attachments: [] })),
    };
  });
}

function notifications(): DemoNotification[] {
  const items: [string, string, string][] = [
    ['New order', 'Order 1042 is waiting at the counter.', '/apps/products'],
    ['Low stock', 'Croissants are down to 4.', '/apps/datatable'],
    ['Meeting moved', 'The weekly stand-up starts at 10:00.', '/apps/calendar'],
    ['New message', 'Olivia sent you a message.', '/apps/chat'],
    ['Task done', 'Restock napkins was marked done.', '/apps/todo'],
    ['New contact', 'Lucas Meyer was added to Work.', '/apps/contacts'],
    ['Mail from the bakery', 'Delivery moved to Thursday.', '/apps/mailbox'],
    ['Review received', 'A guest rated the soup 5 stars.', '/apps/products'],
  ];
  return items.map(([title, detail, link], i) => ({ id: i + 1, img: avatar(title, i + 2), title, detail, link }));
}

function users(): DemoUser[] {
  const roles = ['Admin', 'Editor', 'Editor', 'Viewer', 'Viewer', 'Editor', 'Viewer', 'Admin'];
  return PEOPLE.slice(0, 8).map((name, i) => ({ id: i + 1, name, thumb: avatar(name, i), role: roles[i]!, email: email(name) }));
}

export interface SampleData {
  events: CalendarEvent[];
  mailbox: MailThread[];
  tasks: Task[];
  datatable: TableRow[];
  products: SampleProduct[];
  contacts: Contact[];
  chat: ChatItem[];
  notifications: DemoNotification[];
  users: DemoUser[];
}

export function createSampleData(now: Date = new Date()): SampleData {
  const rnd = sequence(20_261_125);
  return {
    events: events(now),
    mailbox: mailbox(now, rnd),
    tasks: tasks(),
    datatable: tableRows(rnd),
    products: products(now, rnd),
    contacts: contacts(),
    chat: chats(),
    notifications: notifications(),
    users: users(),
  };
}
