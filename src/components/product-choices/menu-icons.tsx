// Pictograms of the EU 14 allergens and of the dietary marks, drawn for this app in one plain style
// (24 × 24, filled with the current colour) so that they read at chip size and on an 80 mm receipt.
// An icon is never the only sign: every place that shows one also shows, or reads out, its word.
import { createSvgIcon } from '@mui/material/utils';
import type { ReactElement } from 'react';
import type { Allergen, DietaryMark } from '../../../server/contracts/menu';

const line = { fill: 'none', stroke: 'currentColor', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** An ear of wheat: a stem, a top grain, and a pair of slanted grains at each of three heights. */
function wheatEar({ stem, top, pairs }: {
  stem: { y: number; height: number };
  top: { cy: number; rx: number; ry: number };
  pairs: { ys: number[]; dx: number; rx: number; ry: number };
}) {
  return (
    <g>
      <rect x="11.2" y={stem.y} width="1.6" height={stem.height} rx="0.8" />
      <ellipse cx="12" cy={top.cy} rx={top.rx} ry={top.ry} />
      {pairs.ys.map((y) => (
        <g key={y}>
          {[-1, 1].map((side) => (
            <ellipse key={side} cx={12 + side * pairs.dx} cy={y} rx={pairs.rx} ry={pairs.ry} transform={`rotate(${side * 35} ${12 + side * pairs.dx} ${y})`} />
          ))}
        </g>
      ))}
    </g>
  );
}

/** Each allergen's drawing; its icon is named after it (gluten: `GlutenIcon`). */
export const ALLERGEN_DRAWINGS: Record<Allergen, ReactElement> = {
  gluten: wheatEar({ stem: { y: 7, height: 16 }, top: { cy: 4.2, rx: 1.9, ry: 3 }, pairs: { ys: [8, 12.5, 17], dx: 3.4, rx: 1.9, ry: 3.2 } }),
  crustaceans: <g>
    {/* A curled shrimp: five body segments, the tail fan, the head's feelers. */}
    <path
      d={
        'M3.93 11.75A8.6 8.6 0 0 1 7.21 4.22L10.41 8.32A3.4 3.4 0 0 0 9.11 11.30Z' +
        'M7.58 3.70A8.8 8.8 0 0 1 14.33 2.39L13.29 7.28A3.8 3.8 0 0 0 10.38 7.85Z' +
        'M14.93 2.54A8.8 8.8 0 0 1 19.96 6.34L15.81 8.93A3.9 3.9 0 0 0 13.57 7.25Z' +
        'M19.92 7.06A8.4 8.4 0 0 1 20.72 12.75L16.41 11.83A4.0 4.0 0 0 0 16.03 9.12Z' +
        'M19.81 13.09A7.6 7.6 0 0 1 17.18 16.99L15.09 14.31A4.2 4.2 0 0 0 16.54 12.16Z'
      }
    />
    <path d="M16.2 16.6l-1.2 5.6-3.4-2.2 1.4-4.6z" />
    <path d="M4.4 12.2c-1 2.6-.4 6 1.6 9M6.4 12.4c.2 2.2 1.4 4.4 3.4 6" {...line} strokeWidth="1.2" />
  </g>,
  eggs: <path d="M12 2C8.2 2 5 8.6 5 14a7 7 0 0 0 14 0c0-5.4-3.2-12-7-12z" />,
  fish: <path
    fillRule="evenodd"
    d={
      'M2 12c2.6-3.8 6.2-5.6 9.8-5.6 2.8 0 5 1.4 6.6 3.4L22.5 7v10l-4.1-2.8c-1.6 2-3.8 3.4-6.6 3.4C8.2 17.6 4.6 15.8 2 12z' +
      'm5.6-1.9a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z'
    }
  />,
  peanuts: <g>
    <circle cx="8.6" cy="8.6" r="5.6" />
    <circle cx="15.4" cy="15.4" r="5.6" />
    <path d="M11.6 10.4l2 2" {...line} strokeWidth="3.8" />
  </g>,
  soybeans: <g>
    {/* A pod of three beans. */}
    <path d="M6.5 17.5L17.5 6.5" {...line} strokeWidth="6" />
    <circle cx="6.6" cy="17.4" r="3.7" />
    <circle cx="12" cy="12" r="3.9" />
    <circle cx="17.4" cy="6.6" r="3.7" />
    <path d="M19.6 4.4l2.6-2.6M4.4 19.6l-2.4 2.4" {...line} strokeWidth="1.6" />
  </g>,
  milk: <path d="M8.5 2h7v3l2.5 4v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V9l2.5-4zM8 12v7h8v-7z" fillRule="evenodd" />,
  nuts: <g>
    <rect x="11.2" y="1.5" width="1.6" height="4" rx="0.8" />
    <path d="M3.5 10.5C3.5 7 7.4 5 12 5s8.5 2 8.5 5.5z" />
    <path d="M5.5 12h13c0 5.4-3 9.4-6.5 10.5C8.5 21.4 5.5 17.4 5.5 12z" />
  </g>,
  celery: <g>
    <circle cx="7.8" cy="6" r="2.6" />
    <circle cx="12" cy="4" r="2.8" />
    <circle cx="16.2" cy="6" r="2.6" />
    <path d="M7.5 9.5L9 22M12 8v14M16.5 9.5L15 22" {...line} strokeWidth="3" />
  </g>,
  mustard: <g>
    <rect x="11" y="1" width="2" height="3" rx="0.6" />
    <rect x="8.5" y="4" width="7" height="3.2" rx="0.8" />
    <path fillRule="evenodd" d="M9 7.2h6c2 0 3 1.4 3 3.2V20a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2v-9.6c0-1.8 1-3.2 3-3.2zM12 12a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z" />
  </g>,
  sesame: <g>
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
  sulphites: <g>
    <path d="M6.5 2h11v5.5a5.5 5.5 0 0 1-11 0z" />
    <rect x="11.2" y="12.5" width="1.6" height="7.5" />
    <rect x="7.5" y="20" width="9" height="2" rx="1" />
  </g>,
  lupin: <g>
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
  molluscs: <g>
    {/* A scallop shell: ribbed fan and its hinge. */}
    <path
      d={
        'M9.79 20.56L0.03 16.42A13 13 0 0 1 3.07 12.05L10.35 19.76Z' +
        'M10.48 19.65L3.75 11.45A13 13 0 0 1 8.46 8.99L11.35 19.19Z' +
        'M11.51 19.15L9.34 8.77A13 13 0 0 1 14.66 8.77L12.49 19.15Z' +
        'M12.65 19.19L15.54 8.99A13 13 0 0 1 20.25 11.45L13.52 19.65Z' +
        'M13.65 19.76L20.93 12.05A13 13 0 0 1 23.97 16.42L14.21 20.56Z'
      }
    />
    <path d="M8.6 20.4h6.8l.8 2.6H7.8z" />
  </g>,
};

/** `gluten` → `Gluten`: the name MUI gives the icon (`GlutenIcon`) and its test id. */
const iconName = (allergen: string) => allergen[0].toUpperCase() + allergen.slice(1);

export const ALLERGEN_ICONS = Object.fromEntries(
  Object.entries(ALLERGEN_DRAWINGS).map(([allergen, drawing]) => [allergen, createSvgIcon(drawing, iconName(allergen))]),
) as Record<Allergen, ReturnType<typeof createSvgIcon>>;

const RING = 'M12 1.5a10.5 10.5 0 1 1 0 21 10.5 10.5 0 0 1 0-21zm0 2.2a8.3 8.3 0 1 0 0 16.6 8.3 8.3 0 0 0 0-16.6z';

/** A letter cut out of a ring: the certification marks. */
const circled = (letter: string) => <path fillRule="evenodd" d={RING + letter} />;

/** Each dietary mark's drawing (for plain <svg> markup, as the kiosk's cards draw them). */
export const DIETARY_DRAWINGS: Record<DietaryMark, ReactElement> = {
  vegetarian: (
    <path
      d={
        'M20.5 3.5C11 3.2 4.5 7.6 4.5 14.5c0 1.6.4 3 1 4.2L3 21.2 4.4 22.6l2.6-2.6c1.2.7 2.6 1 4 1 6.8 0 10.6-7.4 9.5-17.5z' +
        'M8.6 17.6c2-4 4.8-7 8.4-9.4-2.8 3-5 6-6.6 10.2z'
      }
      fillRule="evenodd"
    />
  ),
  vegan: (
    <g>
      <path d="M3 4h3.2L12 17.4 17.8 4H21l-7.6 17h-2.8z" />
      <path d="M14.5 8.5c0-3.6 2.6-6 7-6 .2 4.4-2.4 7-6 7z" />
    </g>
  ),
  gluten_free: (
    <g>
      {wheatEar({ stem: { y: 8, height: 14 }, top: { cy: 5.4, rx: 1.7, ry: 2.7 }, pairs: { ys: [9, 13.4, 17.6], dx: 3, rx: 1.6, ry: 2.8 } })}
      <path d="M3 21L21 3" {...line} strokeWidth="4.6" stroke="#fff" />
      <path d="M3 21L21 3" {...line} strokeWidth="2.2" />
    </g>
  ),
  halal: circled('M8 7.5h2v3.6h4V7.5h2v9h-2v-3.5h-4v3.5H8z'),
  jain: circled('M12.6 7.5h2v6.4c0 2-1.3 3-3.2 3-1.4 0-2.5-.6-3-1.7l1.7-1c.3.6.7.9 1.3.9.8 0 1.2-.4 1.2-1.3z'),
};

const DIETARY_NAMES: Record<DietaryMark, string> = { vegetarian: 'Vegetarian', vegan: 'Vegan', gluten_free: 'GlutenFree', halal: 'Halal', jain: 'Jain' };

export const DIETARY_ICONS = Object.fromEntries(
  Object.entries(DIETARY_DRAWINGS).map(([mark, drawing]) => [mark, createSvgIcon(drawing, DIETARY_NAMES[mark as DietaryMark])]),
) as Record<DietaryMark, ReturnType<typeof createSvgIcon>>;

/** The chilli of the spicy level. */
export const CHILLI_DRAWING = (
  <g>
    <path d="M17.5 7.5c2 2.6 1.2 7-2.4 10.2C11.6 20.8 6.5 22 3 21.2c3.6-1.2 7.3-3.8 9.2-7.5 1.2-2.4 1.4-4.6 2.5-5.8 1-.9 2-.9 2.8-.4z" />
    <path d="M16.8 7.6c.2-2 1.2-3.6 3-4.6" {...line} strokeWidth="1.8" />
  </g>
);

export const ChilliIcon = createSvgIcon(CHILLI_DRAWING, 'Spicy');
