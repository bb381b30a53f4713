// The store's menu as the staff's "today" screen keeps it: categories, today's products with their
// options, which of them the public menu lists now, and the day's sold-out switches that change it.
import { useEffect, useMemo } from 'react';
import type { SetURLSearchParams } from 'react-router-dom';
import type { PublicCategory, TodayOption, TodayProduct } from '../../../../server/contracts/catalogue';
import { listStoreOptions } from '../../../lib/scope-api';
import { useAsync } from '../../../lib/use-async';
import { publicCategories, publicProducts, setOptionAvailability, setProductAvailability, todayProducts } from '../api/menu-api';

export interface MenuData {
  categories: PublicCategory[];
  products: TodayProduct[];
  /** Products the public menu lists right now. */
  onPublicMenu: Set<string>;
}

async function loadMenu(storeUuid: string, signal: AbortSignal): Promise<MenuData> {
  const [categories, publicList, products] = await Promise.all([
    publicCategories(storeUuid, signal),
    publicProducts(storeUuid, signal),
    todayProducts(storeUuid, signal),
  ]);
  return { categories, products, onPublicMenu: new Set(publicList.map((p) => p.uuid)) };
}

const withOption = (p: TodayProduct, updated: Pick<TodayOption, 'uuid' | 'is_available'>): TodayProduct => ({
  ...p,
  option_groups: p.option_groups.map((g) => ({
    ...g,
    options: g.options.map((o) => (o.uuid === updated.uuid ? { ...o, is_available: updated.is_available } : o)),
  })),
});

/** The menu of `storeUuid` (none without a store) and its two switches, each updating the cards it changes. */
export function useStoreMenu(storeUuid: string | undefined) {
  const menu = useAsync(async (signal) => (storeUuid ? loadMenu(storeUuid, signal) : null), [storeUuid]);
  const toggleOption = async (option: TodayOption, available: boolean) => {
    const res = await setOptionAvailability(option.uuid, available);
    const updated = { uuid: option.uuid, is_available: res.data?.is_available ?? available };
    // A group shared by several products carries the same option: every card shows the change.
    menu.setData((prev) => (prev ? { ...prev, products: prev.products.map((p) => withOption(p, updated)) } : prev));
  };

  const toggle = async (product: TodayProduct, available: boolean) => {
    const res = await setProductAvailability(product.uuid, available);
    const stock = res.data ? res.data.stock : product.stock;
    const updated: TodayProduct = { ...product, is_available: res.data?.is_available ?? available, stock, in_stock: stock === null || stock > 0 };
    menu.setData((prev) => {
      if (!prev) return prev;
      const onPublicMenu = new Set(prev.onPublicMenu);
      const orderable = updated.is_available && updated.in_stock;
      if (orderable) onPublicMenu.add(updated.uuid);
      else onPublicMenu.delete(updated.uuid);
      return { ...prev, products: prev.products.map((p) => (p.uuid === updated.uuid ? updated : p)), onPublicMenu };
    });
  };

  return { menu, toggle, toggleOption };
}

/** A company user (or an admin who picked a company) starts on the first store rather than a blank page. */
export function usePickFirstStore(pickFirst: boolean, companyUuid: string | undefined, role: string | undefined, setParams: SetURLSearchParams) {
  useEffect(() => {
    if (!pickFirst) return;
    const controller = new AbortController();
    listStoreOptions(role === 'admin' ? companyUuid : undefined, controller.signal)
      .then((stores) => {
        const first = stores[0];
        if (first && !controller.signal.aborted) setParams(new URLSearchParams({ company: first.company_uuid, store: first.uuid }), { replace: true });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [pickFirst, role, companyUuid, setParams]);
}

/** The categories to show (all, or the chosen tab's) with their products, and how many are on the public menu or switched off. */
export function useMenuSections(data: MenuData | null | undefined, tab: string, all: string) {
  const sections = useMemo(() => {
    if (!data) return [];
    return data.categories
      .map((category) => ({ category, products: data!.products.filter((p) => p.category_uuid === category.uuid) }))
      .filter((s) => tab === all || s.category.uuid === tab);
  }, [data, tab, all]);
  const counts = useMemo(() => {
    if (!data) return null;
    const shown = new Set(data.categories.map((c) => c.uuid));
    const inSections = data.products.filter((p) => shown.has(p.category_uuid));
    return { visible: inSections.filter((p) => data!.onPublicMenu.has(p.uuid)).length, hidden: inSections.filter((p) => !p.is_available).length };
  }, [data]);

  return { sections, counts };
}
