// The person's language everywhere: the server's refusal of a wrong password reads in German and
// Spanish, and the kiosk shows a dish by its Spanish or German name (set in the back office) with
// the price in rupees (₹, never "INR") in Spanish.
// Each test is guarded (./server-text.ts): no English sentence of the server may show on the es/de screen.
import type { Page } from '@playwright/test';
import { api, fillStaffLogin } from './helpers';
import { bindByApi } from './kiosk-helpers';
import { expect, test } from './server-text';

const useLanguage = async (page: Page, language: string) => {
  await page.goto('/app/login');
  await page.evaluate((l) => window.localStorage.setItem('cafeteria:language', l), language);
};

const REFUSALS = [
  { language: 'de-DE', text: 'E-Mail, Mobilnummer oder Passwort sind nicht korrekt' },
  { language: 'es-ES', text: 'El correo, el móvil o la contraseña no son correctos' },
];

for (const { language, text } of REFUSALS) {
  test(`a wrong password is refused in ${language}`, async ({ page, serverText }) => {
    await useLanguage(page, language);
    await page.reload();
    // An address with no account: the same refusal, and no real account is locked by the test.
    await fillStaffLogin(page, `nobody-${Date.now().toString(36)}@example.com`, 'Wrong-pass-1');
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText('The e-mail, mobile or password is not correct')).toHaveCount(0);
    expect(serverText.sentences()).toContain('The e-mail, mobile or password is not correct');
    await serverText.check();
  });
}

test('the kiosk names a dish in Spanish and German, and prices it in ₹ in Spanish', async ({ page, request, serverText }) => {
  const { binding, manager } = await bindByApi(page, request, 'Language kiosk');
  const tag = Date.now().toString(36) + Math.floor(Math.random() * 1000).toString(36);
  const categories = await api<{ uuid: string; name: string }[]>(request, manager, 'get', '/category/lists', { store_uuid: binding.store_uuid });
  await api(request, manager, 'post', '/product/create', {
    store_uuid: binding.store_uuid,
    category_uuid: (categories.find((c) => c.name === 'Snacks') ?? categories[0]).uuid,
    name: `Fries ${tag}`,
    price: 6_000,
    type: 'veg',
    sort_order: 100_000,
    translations: { es: { name: `Patatas ${tag}` }, de: { name: `Pommes ${tag}` } },
  });

  await useLanguage(page, 'es-ES');
  await page.goto('/app/kiosk');
  await page.getByTestId('kiosk-start').click();
  const spanish = page.getByTestId('kiosk-product').filter({ hasText: `Patatas ${tag}` });
  await expect(spanish).toBeVisible();
  await expect(spanish).toContainText(/60,00\s₹/);
  await expect(page.getByTestId('kiosk-product').filter({ hasText: `Fries ${tag}` })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Aperitivos' })).toBeVisible();
  await expect(page.getByText(/\bINR\b/)).toHaveCount(0);
  await serverText.check();

  await useLanguage(page, 'de-DE');
  await page.goto('/app/kiosk');
  await page.getByTestId('kiosk-start').click();
  await expect(page.getByTestId('kiosk-product').filter({ hasText: `Pommes ${tag}` })).toContainText(/60,00\s₹/);
  await expect(page.getByRole('tab', { name: 'Frühstück' })).toBeVisible();
});

test('the kiosk’s choices sheet names an option group and its options in Spanish', async ({ page, request }) => {
  const { binding, manager } = await bindByApi(page, request, 'Language choices kiosk');
  const tag = Date.now().toString(36) + Math.floor(Math.random() * 1000).toString(36);
  const categories = await api<{ uuid: string; name: string }[]>(request, manager, 'get', '/category/lists', { store_uuid: binding.store_uuid });
  const group = await api<{ uuid: string }>(request, manager, 'post', '/option/group/create', {
    store_uuid: binding.store_uuid,
    name: `Milk ${tag}`,
    translations: { es: { name: `Leche ${tag}` } },
    kind: 'single',
    min_select: 1,
    max_select: 1,
    options: [
      { name: `Oat ${tag}`, price: 3_000, translations: { es: { name: `Avena ${tag}` } } },
      { name: `Dairy ${tag}`, price: 0, is_default: true },
    ],
  });
  await api(request, manager, 'post', '/product/create', {
    store_uuid: binding.store_uuid,
    category_uuid: (categories.find((c) => c.name === 'Beverages') ?? categories[0]).uuid,
    name: `Coffee ${tag}`,
    price: 9_000,
    type: 'veg',
    sort_order: 100_000,
    option_group_uuids: [group.uuid],
    translations: { es: { name: `Café ${tag}` } },
  });

  await useLanguage(page, 'es-ES');
  await page.goto('/app/kiosk');
  await page.getByTestId('kiosk-start').click();
  await page.getByTestId('kiosk-product').filter({ hasText: `Café ${tag}` }).getByRole('button', { name: `Elegir Café ${tag}` }).click();
  const sheet = page.getByRole('dialog', { name: `Café ${tag}` });
  await expect(sheet.getByText(`Leche ${tag}`)).toBeVisible();
  await expect(sheet.getByRole('radio', { name: new RegExp(`^Avena ${tag}`) })).toBeVisible();
  // An option without a Spanish name keeps its default name; the English group name is not shown.
  await expect(sheet.getByRole('radio', { name: new RegExp(`^Dairy ${tag}`) })).toBeChecked();
  await expect(sheet.getByText(`Milk ${tag}`)).toHaveCount(0);
  await expect(sheet.getByText(`Oat ${tag}`)).toHaveCount(0);
});
