// What the product form holds and sends: its values (the menu parts as a draft), the contract
// schemas that check what they become, and the message of each field.
import { productBodySchema, productUpdateSchema, type Product, type ProductType } from '../../../server/contracts/catalogue';
import { fromDraft } from '../../components/form';
import { translationValues } from '../../components/form/translation-fields';
import type { Scope } from '../../components/scope/scope-picker';
import type { MessageKeys } from '../../lib/form-errors';
import { menuBody, menuDraftOf, type MenuDraft } from './menu-fields';

export type Values = Scope & { category_uuid: string; price?: number; type: ProductType | ''; menu: MenuDraft } & Record<string, unknown>;
const toBody = ({ menu, ...v }: Values) => ({ ...v, ...menuBody(menu) });
// A combo without slots offers nothing: the form asks for one (the server takes slots only with is_combo).
const comboRule = (
  body: { is_combo?: boolean; combo_slots?: unknown[] },
  ctx: { addIssue: (i: { code: 'custom'; path: string[]; message: string }) => void },
) => {
  if (body.is_combo && !body.combo_slots?.length) ctx.addIssue({ code: 'custom', path: ['combo_slots'], message: 'A combo has at least one slot' });
};
export const createSchema = fromDraft(toBody, productBodySchema.superRefine(comboRule));
// An edit sends every field: price and type stay required.
export const updateSchema = fromDraft((v: Values) => ({ ...toBody(v), price: v.price ?? NaN }), productUpdateSchema.superRefine(comboRule));

export const PRODUCT_MESSAGES: MessageKeys = {
  store_uuid: 'catalogue:validation.store',
  category_uuid: 'catalogue:validation.category',
  name: 'catalogue:validation.name',
  description: 'catalogue:validation.description',
  price: 'catalogue:validation.price',
  type: 'catalogue:validation.type',
  image: 'catalogue:validation.image',
  stock: 'catalogue:validation.stock',
  low_stock_threshold: 'catalogue:validation.lowStock',
  sort_order: 'catalogue:validation.sortOrder',
  kcal: 'catalogue:products.validation.kcal',
  combo_slots: (code, t) => t(code === 'custom' ? 'catalogue:products.validation.noSlots' : 'catalogue:products.validation.slots'),
  'combo_slots.*.name': 'catalogue:products.validation.slotName',
  'combo_slots.*.min_select': 'catalogue:products.validation.slotMinMax',
  'combo_slots.*.max_select': 'catalogue:products.validation.slotMinMax',
  'combo_slots.*.items': 'catalogue:products.validation.slotItems',
  'combo_slots.*.items.*.upcharge': 'catalogue:products.validation.upcharge',
};

/** The menu parts' body fields: the server's errors on them land on the menu sections. */
export const MENU_FIELDS = Object.keys(menuBody(menuDraftOf(null)));

/** The form's values for a product (null: a new one). */
export const productValues = (product: Product | null): Values =>
  ({
    category_uuid: product?.category_uuid ?? '',
    name: product?.name ?? '',
    description: product?.description ?? null,
    translations: translationValues(product?.translations),
    price: product?.price,
    type: (product?.type ?? '') as ProductType | '',
    stock: product?.stock ?? null,
    low_stock_threshold: product?.low_stock_threshold ?? null,
    sort_order: product?.sort_order ?? 0,
    image: product?.image ?? null,
    is_available: product?.is_available ?? true,
    status: (product?.status ?? 'active') as 'active' | 'inactive',
    menu: menuDraftOf(product),
  }) as Values;
