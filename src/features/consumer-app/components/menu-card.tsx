// A dish on the phone menu: its name, price, description, allergens and picture, and Add (or a
// stepper once it is in the cart). Plain elements styled by one stylesheet (menu-card.css) and words
// handed in once per language: a menu of 50 cards renders in a few milliseconds on a slow phone, and
// a card renders again only when its own props change (issue 13).
import './menu-card.css';
import FastfoodRoundedIcon from '@mui/icons-material/FastfoodRounded';
import { memo } from 'react';
import type { TFunction } from 'i18next';
import type { PublicProduct } from '../../../../server/contracts/catalogue';
import type { Allergen } from '../../../../server/contracts/menu';
import { ALLERGEN_DRAWINGS } from '../../../components/product-choices/menu-icons';
import { formatMoney } from '../../../lib/money';
import { QuantityStepper } from './quantity-stepper';
import { TYPE_COLORS } from './type-mark';

/** The words of the cards, made once per language (every card would otherwise ask i18next for them). */
export interface MenuCardWords {
  language: string;
  add: string;
  choose: string;
  soldOut: string;
  yourAllergen: string;
  type: (type: PublicProduct['type']) => string;
  allergen: (allergen: Allergen) => string;
  containsList: (list: string) => string;
  left: (count: number) => string;
  inCart: (count: number) => string;
  addNamed: (name: string) => string;
  chooseNamed: (name: string) => string;
  soldOutNamed: (name: string) => string;
}

export function menuCardWords(t: TFunction, language: string): MenuCardWords {
  return {
    language,
    add: t('consumer:menu.add'),
    choose: t('consumer:menu.choose'),
    soldOut: t('consumer:menu.soldOut'),
    yourAllergen: t('consumer:menu.yourAllergen'),
    type: (type) => t(`consumer:types.${type}`),
    allergen: (allergen) => t(`menu:allergens.${allergen}`),
    containsList: (list) => t('menu:containsList', { list }),
    left: (count) => t('consumer:menu.left', { count }),
    inCart: (count) => t('consumer:menu.inCart', { count }),
    addNamed: (name) => t('consumer:menu.addNamed', { name }),
    chooseNamed: (name) => t('consumer:menu.chooseNamed', { name }),
    soldOutNamed: (name) => t('consumer:menu.soldOutNamed', { name }),
  };
}

export const MenuCard = memo(function MenuCard({
  product,
  quantity,
  choices,
  avoid,
  busy,
  disabled,
  words,
  onOpen,
  onAdd,
  onQuantity,
}: {
  product: PublicProduct;
  quantity: number;
  /** Put together in the sheet: the card's button opens it, and no stepper (the cart may hold several lines). */
  choices: boolean;
  avoid: readonly Allergen[];
  busy: boolean;
  disabled: boolean;
  words: MenuCardWords;
  onOpen: (product: PublicProduct) => void;
  onAdd: (product: PublicProduct) => void;
  onQuantity: (product: PublicProduct, quantity: number) => void;
}) {
  const allergens = product.allergens ?? [];
  const names = allergens.map(words.allergen).join(', ');
  const typeName = words.type(product.type);
  return (
    <article className="mc" data-testid="product-card" aria-label={product.name}>
      <button type="button" className="mc-main" onClick={() => onOpen(product)} aria-haspopup="dialog">
        <span className="mc-title">
          <span className="mc-type" role="img" aria-label={typeName} title={typeName} style={{ color: TYPE_COLORS[product.type] }} />
          <span className="mc-name">{product.name}</span>
        </span>
        <span className="mc-price" data-testid="product-price">
          {formatMoney(product.price, product.currency, words.language)}
        </span>
        {product.description && <span className="mc-desc">{product.description}</span>}
        {product.stock !== null && product.stock <= 5 && <span className="mc-note mc-left">{words.left(product.stock)}</span>}
        {allergens.length > 0 && (
          <span className="mc-allergens">
            <span className="mc-icons" role="img" aria-label={words.containsList(names)} title={words.containsList(names)}>
              {allergens.map((a) => (
                <svg key={a} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={avoid.includes(a) ? 'mc-avoid' : undefined}>
                  {ALLERGEN_DRAWINGS[a]}
                </svg>
              ))}
            </span>
            {allergens.some((a) => avoid.includes(a)) && (
              <span className="mc-allergy" data-testid="card-allergy">
                {words.yourAllergen}
              </span>
            )}
          </span>
        )}
        {choices && quantity > 0 && <span className="mc-note mc-in-cart">{words.inCart(quantity)}</span>}
      </button>
      <div className="mc-side">
        <div className="mc-pic">{product.image ? <img src={product.image} alt="" loading="lazy" /> : <FastfoodRoundedIcon />}</div>
        <div className="mc-act">
          {quantity > 0 && !choices ? (
            <QuantityStepper
              value={quantity}
              name={product.name}
              disabled={busy || disabled}
              onChange={(n) => onQuantity(product, n)}
              max={product.stock ?? undefined}
            />
          ) : (
            <button
              type="button"
              className="mc-add"
              disabled={busy || disabled || !product.in_stock}
              onClick={() => onAdd(product)}
              data-testid="add-to-cart"
              aria-label={(!product.in_stock ? words.soldOutNamed : choices ? words.chooseNamed : words.addNamed)(product.name)}
            >
              {!product.in_stock ? words.soldOut : choices ? words.choose : words.add}
            </button>
          )}
        </div>
      </div>
    </article>
  );
});
