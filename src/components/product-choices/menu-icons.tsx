// Pictograms of the EU 14 allergens and of the dietary marks, drawn for this app in one plain style
// (24 × 24, filled with the current colour) so that they read at chip size and on an 80 mm receipt.
// An icon is never the only sign: every place that shows one also shows, or reads out, its word.
import { createSvgIcon } from '@mui/material/utils';
import type { Allergen, DietaryMark } from '../../../server/contracts/menu';

const line = { fill: 'none', stroke: 'currentColor', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const Gluten = createSvgIcon(
  <g>
    <rect x="11.2" y="7" width="1.6" height="16" rx="0.8" />
    <ellipse cx="12" cy="4.2" rx="1.9" ry="3" />
    {[8, 12.5, 17].map((y) => (
      <g key={y}>
        <ellipse cx="8.6" cy={y} rx="1.9" ry="3.2" transform={`rotate(-35 8.6 ${y})`} />
        <ellipse cx="15.4" cy={y} rx="1.9" ry="3.2" transform={`rotate(35 15.4 ${y})`} />
      </g>
    ))}
  </g>,
  'Gluten',
);

const Crustaceans = createSvgIcon(
  <g>
    <path d="M6 9.5c2.5-4.5 10-5 12.6 0 2.4 4.7-.8 10-6.6 9.8" {...line} strokeWidth="3.6" />
    <path d="M12.4 19.6l-4.6-2.8.6 5.4z" />
    <path d="M6 9.5L2.5 5M7.5 7.6L5.5 2.5" {...line} strokeWidth="1.3" />
    <path d="M10 8.2v3M13.4 7.8l-.4 3M16.6 9.5l-1.2 2.6" {...line} strokeWidth="1.1" stroke="#fff" />
  </g>,
  'Crustaceans',
);

const Eggs = createSvgIcon(<path d="M12 2C8.2 2 5 8.6 5 14a7 7 0 0 0 14 0c0-5.4-3.2-12-7-12z" />, 'Eggs');

const Fish = createSvgIcon(
  <path fillRule="evenodd" d="M2 12c2.6-3.8 6.2-5.6 9.8-5.6 2.8 0 5 1.4 6.6 3.4L22.5 7v10l-4.1-2.8c-1.6 2-3.8 3.4-6.6 3.4C8.2 17.6 4.6 15.8 2 12zm5.6-1.9a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z" />,
  'Fish',
);

const Peanuts = createSvgIcon(
  <g>
    <circle cx="8.6" cy="8.6" r="5.6" />
    <circle cx="15.4" cy="15.4" r="5.6" />
    <path d="M11.6 10.4l2 2" {...line} strokeWidth="3.8" />
  </g>,
  'Peanuts',
);

const Soybeans = createSvgIcon(
  <g>
    <path d="M3.5 20.5C3 16 7 10 12 7.5s8.6-4.5 8.5-4c.4 4.2-3.4 10.6-8.5 13.5s-8 4.5-8.5 3.5z" />
    <path d="M20.5 3.5L22.5 1.5" {...line} strokeWidth="1.6" />
  </g>,
  'Soybeans',
);

const Milk = createSvgIcon(<path d="M8.5 2h7v3l2.5 4v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V9l2.5-4zM8 12v7h8v-7z" fillRule="evenodd" />, 'Milk');

const Nuts = createSvgIcon(
  <g>
    <rect x="11.2" y="1.5" width="1.6" height="4" rx="0.8" />
    <path d="M3.5 10.5C3.5 7 7.4 5 12 5s8.5 2 8.5 5.5z" />
    <path d="M5.5 12h13c0 5.4-3 9.4-6.5 10.5C8.5 21.4 5.5 17.4 5.5 12z" />
  </g>,
  'Nuts',
);

const Celery = createSvgIcon(
  <g>
    <circle cx="7.8" cy="6" r="2.6" />
    <circle cx="12" cy="4" r="2.8" />
    <circle cx="16.2" cy="6" r="2.6" />
    <path d="M7.5 9.5L9 22M12 8v14M16.5 9.5L15 22" {...line} strokeWidth="3" />
  </g>,
  'Celery',
);

const Mustard = createSvgIcon(
  <g>
    <rect x="11" y="1" width="2" height="3" rx="0.6" />
    <rect x="8.5" y="4" width="7" height="3.2" rx="0.8" />
    <path fillRule="evenodd" d="M9 7.2h6c2 0 3 1.4 3 3.2V20a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2v-9.6c0-1.8 1-3.2 3-3.2zM12 12a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z" />
  </g>,
  'Mustard',
);

const Sesame = createSvgIcon(
  <g>
    {[
      [7, 6, -30],
      [16, 5, 25],
      [11.5, 11.5, 0],
      [5.5, 15, 40],
      [17.5, 14, -35],
      [11, 19.5, 70],
    ].map(([x, y, r]) => (
      <path key={`${x}-${y}`} d={`M${x} ${y - 3.2}c1.6 1.2 2 2.6 2 3.6a2 2 0 0 1-4 0c0-1 .4-2.4 2-3.6z`} transform={`rotate(${r} ${x} ${y})`} />
    ))}
  </g>,
  'Sesame',
);

const Sulphites = createSvgIcon(
  <g>
    <path d="M6.5 2h11v5.5a5.5 5.5 0 0 1-11 0z" />
    <rect x="11.2" y="12.5" width="1.6" height="7.5" />
    <rect x="7.5" y="20" width="9" height="2" rx="1" />
  </g>,
  'Sulphites',
);

const Lupin = createSvgIcon(
  <g>
    <rect x="11.2" y="14" width="1.6" height="9" rx="0.8" />
    {[
      [12, 2.8, 1.4],
      [12, 5.6, 2],
      [12, 8.6, 2.6],
      [12, 11.8, 3.2],
    ].map(([x, y, rx]) => (
      <ellipse key={y} cx={x} cy={y} rx={rx} ry="1.5" />
    ))}
    <path d="M12 20l-5-3M12 20l5-3M12 21.5l-6.5-.5M12 21.5l6.5-.5" {...line} strokeWidth="1.6" />
  </g>,
  'Lupin',
);

const Molluscs = createSvgIcon(
  <g>
    <path d="M12 20L4 10M12 20L7.4 6.2M12 20V4.8M12 20l4.6-13.8M12 20l8-10" {...line} strokeWidth="3.4" />
    <path d="M9.5 19.2h5l.8 2.8H8.7z" />
  </g>,
  'Molluscs',
);

export const ALLERGEN_ICONS: Record<Allergen, typeof Gluten> = {
  gluten: Gluten,
  crustaceans: Crustaceans,
  eggs: Eggs,
  fish: Fish,
  peanuts: Peanuts,
  soybeans: Soybeans,
  milk: Milk,
  nuts: Nuts,
  celery: Celery,
  mustard: Mustard,
  sesame: Sesame,
  sulphites: Sulphites,
  lupin: Lupin,
  molluscs: Molluscs,
};

const Leaf = createSvgIcon(<path d="M20.5 3.5C11 3.2 4.5 7.6 4.5 14.5c0 1.6.4 3 1 4.2L3 21.2 4.4 22.6l2.6-2.6c1.2.7 2.6 1 4 1 6.8 0 10.6-7.4 9.5-17.5zM8.6 17.6c2-4 4.8-7 8.4-9.4-2.8 3-5 6-6.6 10.2z" fillRule="evenodd" />, 'Vegetarian');

const Vegan = createSvgIcon(
  <g>
    <path d="M3 4h3.2L12 17.4 17.8 4H21l-7.6 17h-2.8z" />
    <path d="M14.5 8.5c0-3.6 2.6-6 7-6 .2 4.4-2.4 7-6 7z" />
  </g>,
  'Vegan',
);

const GlutenFree = createSvgIcon(
  <g>
    <rect x="11.2" y="8" width="1.6" height="14" rx="0.8" />
    <ellipse cx="12" cy="5.4" rx="1.7" ry="2.7" />
    {[9, 13.4, 17.6].map((y) => (
      <g key={y}>
        <ellipse cx="9" cy={y} rx="1.6" ry="2.8" transform={`rotate(-35 9 ${y})`} />
        <ellipse cx="15" cy={y} rx="1.6" ry="2.8" transform={`rotate(35 15 ${y})`} />
      </g>
    ))}
    <path d="M3 21L21 3" {...line} strokeWidth="4.6" stroke="#fff" />
    <path d="M3 21L21 3" {...line} strokeWidth="2.2" />
  </g>,
  'GlutenFree',
);

const Halal = createSvgIcon(
  <path fillRule="evenodd" d="M12 1.5a10.5 10.5 0 1 1 0 21 10.5 10.5 0 0 1 0-21zm0 2.2a8.3 8.3 0 1 0 0 16.6 8.3 8.3 0 0 0 0-16.6zM8 7.5h2v3.6h4V7.5h2v9h-2v-3.5h-4v3.5H8z" />,
  'Halal',
);

const Jain = createSvgIcon(
  <path fillRule="evenodd" d="M12 1.5a10.5 10.5 0 1 1 0 21 10.5 10.5 0 0 1 0-21zm0 2.2a8.3 8.3 0 1 0 0 16.6 8.3 8.3 0 0 0 0-16.6zM12.6 7.5h2v6.4c0 2-1.3 3-3.2 3-1.4 0-2.5-.6-3-1.7l1.7-1c.3.6.7.9 1.3.9.8 0 1.2-.4 1.2-1.3z" />,
  'Jain',
);

export const DIETARY_ICONS: Record<DietaryMark, typeof Leaf> = { vegetarian: Leaf, vegan: Vegan, gluten_free: GlutenFree, halal: Halal, jain: Jain };

export const ChilliIcon = createSvgIcon(
  <g>
    <path d="M17.5 7.5c2 2.6 1.2 7-2.4 10.2C11.6 20.8 6.5 22 3 21.2c3.6-1.2 7.3-3.8 9.2-7.5 1.2-2.4 1.4-4.6 2.5-5.8 1-.9 2-.9 2.8-.4z" />
    <path d="M16.8 7.6c.2-2 1.2-3.6 3-4.6" {...line} strokeWidth="1.8" />
  </g>,
  'Spicy',
);
