// Accessibility of the back office with axe-core (the rules of ./axe.ts): the dashboard and every list
// the menu offers, with a company's stores opened on the companies list, signed in as the platform
// admin and as a store manager, in English and Spanish, at 1440×900. No serious or critical violation,
// no control whose name hides its visible text, one h1 and no skipped heading level on any of them.
import { expect, test, type Page } from '@playwright/test';
import type { Role } from '../../server/contracts/common';
import { backOfficeMenu } from '../../src/config/menu';
import { localeText, seriousViolations, type Lang } from './axe';
import { ADMIN, signInToBackOffice } from './helpers';

test.use({ bypassCSP: true });
// Four long read-only walks (two people, two languages): they share the two workers instead of one.
test.describe.configure({ mode: 'parallel' });

const PEOPLE: { email: string; role: Role }[] = [
  { email: ADMIN, role: 'admin' },
  { email: 'manager.hq@acme.example.com', role: 'manager' },
];
const LANGS: Lang[] = ['en-US', 'es-ES'];

/** The screens of the menu a role may open (dashboard and lists; add/edit screens are routes only). */
const screensOf = (role: Role) => backOfficeMenu.filter((entry) => !entry.hidden && entry.roles?.includes(role)).map((entry) => entry.path);

/** Waits for a screen to have loaded its data: its h1 shown, no request in flight, no progress bar. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

for (const lang of LANGS) {
  for (const person of PEOPLE) {
    test.describe(`back office, ${person.role} (${lang})`, () => {
      test.use({ locale: lang });

      test('the dashboard and every list have no serious accessibility violation', async ({ page }) => {
        test.setTimeout(180_000);
        const screens = screensOf(person.role);
        expect(screens.length, 'screens of the menu').toBeGreaterThan(5);
        await signInToBackOffice(page, person.email);
        for (const path of screens) {
          await page.goto(`/app${path}`);
          await settle(page);
          expect.soft(await seriousViolations(page), `${path} as ${person.role} in ${lang}`).toEqual([]);
        }
        if (person.role === 'admin') {
          await page.goto('/app/Company');
          await settle(page);
          await page.getByRole('button', { name: new RegExp(`^${localeText(lang, 'companies.showStores')}: `) }).first().click();
          await expect(page.getByTestId('stores-panel')).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect.soft(await seriousViolations(page), `a company's stores in ${lang}`).toEqual([]);
        }
      });
    });
  }
}
