// A large product card: picture, name, price, dietary marks and allergens, and one big button. A
// product with choices (sizes, options, a combo) says "Choose" and opens the sheet; a plain one says
// "Add" and goes into the order with one tap, the fastest for a guest at a counter with a queue
// behind. The picture and name open the sheet for any product (a note, a quantity, the allergens);
// that button is named by what it shows (WCAG 2.5.3), the name first.
// Plain elements with one stylesheet (kiosk-card.css) and words made once per language by the menu
// (kioskCardWords): the whole menu appears at once after the guest's touch, and a card renders again
// only when its own props change (issue 13).
import './kiosk-card.css';
import { memo, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { PublicProduct } from '../../../../server/contracts/catalogue';
import type { Allergen, DietaryMark } from '../../../../server/contracts/menu';
import { ALLERGEN_DRAWINGS, CHILLI_DRAWING, DIETARY_DRAWINGS } from '../../../components/product-choices/menu-icons';
import { fromPrice, needsChoices } from '../../../components/product-choices/sheet-state';
import { formatMoney } from '../../../lib/money';

const ADD = 'M18 13h-5v5c0 .55-.45 1-1 1s-1-.45-1-1v-5H6c-.55 0-1-.45-1-1s.45-1 1-1h5V6c0-.55.45-1 1-1s1 .45 1 1v5h5c.55 0 1 .45 1 1s-.45 1-1 1';
const TUNE =
  'M3 18c0 .55.45 1 1 1h5v-2H4c-.55 0-1 .45-1 1M3 6c0 .55.45 1 1 1h9V5H4c-.55 0-1 .45-1 1m10 14v-1h7' +
  'c.55 0 1-.45 1-1s-.45-1-1-1h-7v-1c0-.55-.45-1-1-1s-1 .45-1 1v4c0 .55.45 1 1 1s1-.45 1-1M7 10v1H4' +
  'c-.55 0-1 .45-1 1s.45 1 1 1h3v1c0 .55.45 1 1 1s1-.45 1-1v-4c0-.55-.45-1-1-1s-1 .45-1 1m14 2' +
  'c0-.55-.45-1-1-1h-9v2h9c.55 0 1-.45 1-1m-5-3c.55 0 1-.45 1-1V7h3c.55 0 1-.45 1-1s-.45-1-1-1h-3V4' +
  'c0-.55-.45-1-1-1s-1 .45-1 1v4c0 .55.45 1 1 1';
const WARNING =
  'M12 5.99 19.53 19H4.47zM2.74 18c-.77 1.33.19 3 1.73 3h15.06c1.54 0 2.5-1.67 1.73-3L13.73 4.99' +
  'c-.77-1.33-2.69-1.33-3.46 0zM11 11v2c0 .55.45 1 1 1s1-.45 1-1v-2c0-.55-.45-1-1-1s-1 .45-1 1m0 5h2v2h-2z';
const DISH =
  'M16 6v6c0 1.1.9 2 2 2h1v7c0 .55.45 1 1 1s1-.45 1-1V3.13' +
  'c0-.65-.61-1.13-1.24-.98C17.6 2.68 16 4.51 16 6m-5 3H9V3c0-.55-.45-1-1-1s-1 .45-1 1v6H5V3' +
  'c0-.55-.45-1-1-1s-1 .45-1 1v6c0 2.21 1.79 4 4 4v8c0 .55.45 1 1 1s1-.45 1-1v-8c2.21 0 4-1.79 4-4V3' +
  'c0-.55-.45-1-1-1s-1 .45-1 1z';

const Icon = ({ children }: { children: ReactNode }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

/** The cards' words, made once per language by the menu (each card would otherwise ask i18next for them). */
export interface KioskCardWords {
  language: string;
  add: string;
  choose: string;
  soldOut: string;
  contains: string;
  allergen: (allergen: Allergen) => string;
  dietary: (mark: DietaryMark) => string;
  spicy: (level: number) => string;
  inCart: (count: number) => string;
  from: (price: string) => string;
  fewLeft: (count: number) => string;
  addNamed: (name: string) => string;
  chooseNamed: (name: string) => string;
}

export function kioskCardWords(t: TFunction, language: string): KioskCardWords {
  return {
    language,
    add: t('kiosk:menu.add'),
    choose: t('kiosk:menu.choose'),
    soldOut: t('kiosk:menu.soldOut'),
    contains: t('menu:contains'),
    allergen: (a) => t(`menu:allergens.${a}`),
    dietary: (d) => t(`menu:dietary.${d}`),
    spicy: (level) => t(`menu:spicy.${level}`),
    inCart: (count) => t('kiosk:menu.inCart', { count }),
    from: (price) => t('kiosk:menu.from', { price }),
    fewLeft: (count) => t('kiosk:menu.fewLeft', { count }),
    addNamed: (name) => t('kiosk:menu.addNamed', { name }),
    chooseNamed: (name) => t('kiosk:menu.chooseNamed', { name }),
  };
}

export const ProductCard = memo(function ProductCard({ product, inCart, avoid, words, onAdd, onOpen }: {
  product: PublicProduct;
  inCart: number;
  avoid?: readonly Allergen[];
  words: KioskCardWords;
  onAdd(product: PublicProduct): void;
  onOpen(product: PublicProduct): void;
}) {
  const [broken, setBroken] = useState(false);
  const soldOut = !product.in_stock || product.stock === 0;
  const few = product.stock !== null && product.stock > 0 && product.stock <= 5;
  const choices = needsChoices(product);
  const price = fromPrice(product);
  const money = formatMoney(price.price, product.currency, words.language);
  const spicy = Math.max(0, Math.min(3, product.spicy_level ?? 0));
  const allergens = product.allergens ?? [];
  return (
    <article className={soldOut ? 'kc kc-sold-out' : 'kc'} aria-label={product.name} data-testid="kiosk-product">
      <button type="button" className="kc-open" onClick={() => onOpen(product)} disabled={soldOut} data-testid="kiosk-product-open">
        <span className="kc-pic">
          {product.image && !broken ? (
            <img src={product.image} alt="" loading="lazy" onError={() => setBroken(true)} />
          ) : (
            <Icon>
              <path d={DISH} />
            </Icon>
          )}
        </span>
        <span className="kc-body">
          <h2 className="kc-name">{product.name}</h2>
          {product.description && <span className="kc-desc">{product.description}</span>}
          {(product.dietary.length > 0 || spicy > 0) && (
            <span className="kc-row" data-testid="dietary-marks">
              {product.dietary.map((d) => (
                <span key={d} className="kc-chip kc-chip-good" data-dietary={d}>
                  <Icon>{DIETARY_DRAWINGS[d]}</Icon>
                  {words.dietary(d)}
                </span>
              ))}
              {spicy > 0 && (
                <span className="kc-chip kc-chip-hot" data-spicy={spicy}>
                  {Array.from({ length: spicy }, (_, i) => (
                    <Icon key={i}>{CHILLI_DRAWING}</Icon>
                  ))}
                  {words.spicy(spicy)}
                </span>
              )}
            </span>
          )}
          {allergens.length > 0 && (
            <span className="kc-row" role="group" aria-label={`${words.contains}: ${allergens.map(words.allergen).join(', ')}`} data-testid="allergen-chips">
              <span className="kc-label" aria-hidden="true">
                {words.contains}
              </span>
              {allergens.map((a) => {
                const avoided = avoid?.includes(a) ?? false;
                return (
                  <span key={a} className={avoided ? 'kc-chip kc-chip-avoid' : 'kc-chip'} data-allergen={a}>
                    <Icon>{avoided ? <path d={WARNING} /> : ALLERGEN_DRAWINGS[a]}</Icon>
                    {words.allergen(a)}
                  </span>
                );
              })}
            </span>
          )}
        </span>
      </button>
      {inCart > 0 && <span className="kc-chip kc-in-cart">{words.inCart(inCart)}</span>}
      <div className="kc-foot">
        <div className="kc-price-row">
          <p className="kc-price">{price.varies || product.is_combo ? words.from(money) : money}</p>
          {soldOut ? (
            <span className="kc-chip kc-chip-plain">{words.soldOut}</span>
          ) : few ? (
            <span className="kc-chip kc-chip-few">{words.fewLeft(product.stock ?? 0)}</span>
          ) : null}
        </div>
        <button
          type="button"
          className="kc-add"
          onClick={() => (choices ? onOpen(product) : onAdd(product))}
          disabled={soldOut}
          aria-label={choices ? words.chooseNamed(product.name) : words.addNamed(product.name)}
        >
          <Icon>
            <path d={choices ? TUNE : ADD} />
          </Icon>
          {choices ? words.choose : words.add}
        </button>
      </div>
    </article>
  );
});
