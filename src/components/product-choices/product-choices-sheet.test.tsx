// The sheet as a guest sees it (rendered to markup, as the other component tests here are): Add stays
// off until the required size is chosen, the running price follows checkLine, a sold-out option is
// shown but cannot be chosen, prices read as "+₹30.00" / "−₹10.00" / "free", and a line holding an
// allergen the person avoids carries a warning.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces, NAMESPACES } from '../../lib/i18n';
import { LineChoices } from './menu-marks';
import { ProductChoicesPanel, type ProductChoicesProps } from './product-choices-sheet';
import { IDS, latte, lunchDeal } from './test-menu';

const text = (html: string) =>
  html
    .replace(/<style[^>]*>[^<]*<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const render = (props: Partial<ProductChoicesProps>) =>
  renderToStaticMarkup(<ProductChoicesPanel product={latte} size="kiosk" onAdd={() => undefined} onClose={() => undefined} {...props} />);
/** The Add button's tag. */
const addButton = (html: string) => /<button[^>]*data-testid="sheet-add"[^>]*>/.exec(html)?.[0] ?? '';
/** The input of the option row named `name`. */
const optionInput = (html: string, name: string) => new RegExp(`data-name="${name}"[^]*?(<input[^>]*>)`).exec(html)?.[1] ?? '';

// The screens load their words per namespace; these tests render outside a route, so all of them.
beforeAll(() => loadNamespaces(NAMESPACES));
afterAll(() => i18n.changeLanguage('en-US'));

describe('the product sheet', () => {
  it('keeps Add disabled until the required size is chosen, and says what is missing', async () => {
    await i18n.changeLanguage('en-US');
    const html = render({});
    expect(addButton(html)).toContain('disabled');
    expect(text(html)).toContain('Still to choose: Size');
    const chosen = render({ initial: { options: [IDS.large, IDS.whole] } });
    expect(addButton(chosen)).not.toContain('disabled');
    expect(text(chosen)).toContain('Add · ₹220.00');
  });

  it('shows the running price of the whole line: size + oat milk + extra shot, times the quantity', async () => {
    await i18n.changeLanguage('en-US');
    const html = render({ initial: { options: [IDS.large, IDS.oat, IDS.shot], quantity: 2 } });
    expect(addButton(html)).toContain('data-price="29000"');
    const shown = text(html);
    expect(shown).toContain('Add · ₹580.00');
    expect(shown).toContain('₹290.00 each');
    // Sizes read as prices, other options as deltas.
    expect(shown).toMatch(/Small ₹150\.00/);
    expect(shown).toMatch(/Oat milk \+₹30\.00/);
    expect(shown).toMatch(/Whole milk free/);
    expect(shown).toMatch(/Less sugar −₹10\.00/);
    // Sizes first, then required, then optional.
    expect(shown.indexOf('Size')).toBeLessThan(shown.indexOf('Milk'));
    expect(shown.indexOf('Milk')).toBeLessThan(shown.indexOf('Extras'));
    expect(shown).toMatch(/Size Required Choose 1/);
    expect(shown).toMatch(/Extras Optional Up to 2/);
  });

  it('shows a sold-out option disabled with "Sold out"', async () => {
    await i18n.changeLanguage('en-US');
    const html = render({ initial: { options: [IDS.large, IDS.whole] } });
    expect(optionInput(html, 'Soy milk')).toContain('disabled');
    expect(optionInput(html, 'Oat milk')).not.toContain('disabled');
    expect(text(html)).toMatch(/Soy milk Sold out/);
    // Single choices are radios, several are checkboxes, each group a labelled fieldset.
    expect(optionInput(html, 'Oat milk')).toContain('type="radio"');
    expect(optionInput(html, 'Extra shot')).toContain('type="checkbox"');
    expect(html).toMatch(/<fieldset[^>]*>\s*<legend/);
  });

  it('lists what the line contains and warns when it holds an avoided allergen (German, formal at the kiosk)', async () => {
    await i18n.changeLanguage('de-DE');
    const html = render({ initial: { options: [IDS.large, IDS.oat] }, userAllergens: ['gluten'] });
    const shown = text(html);
    expect(shown).toContain('Allergenhinweis');
    expect(shown).toContain('Enthält Gluten. Das möchten Sie meiden.');
    expect(shown).toMatch(/Enthält Milch Gluten/);
    expect(html).toContain('data-testid="sheet-allergen-warning"');
    expect(text(render({ initial: { options: [IDS.large] }, userAllergens: ['gluten'] }))).not.toContain('Allergenhinweis');
  });

  it('walks a combo one slot at a time: with the main chosen it opens on the drink, Add waits for it', async () => {
    await i18n.changeLanguage('en-US');
    const html = renderToStaticMarkup(
      <ProductChoicesPanel
        product={lunchDeal}
        size="phone"
        initial={{ combo: [{ slot_uuid: IDS.mainSlot, product_uuid: IDS.wrap }] }}
        onAdd={() => undefined}
        onClose={() => undefined}
      />,
    );
    const shown = text(html);
    expect(shown).toContain('Step 2 of 2');
    expect(shown).toContain('Drink');
    expect(shown).not.toContain('Grilled Chicken Wrap');
    expect(shown).toMatch(/Mango Lassi Sold out/);
    expect(shown).toMatch(/Masala Chai included/);
    expect(addButton(html)).toContain('disabled');
    expect(shown).toContain('Still to choose: Drink');
    const done = renderToStaticMarkup(
      <ProductChoicesPanel
        product={lunchDeal}
        size="phone"
        initial={{
          combo: [
            { slot_uuid: IDS.mainSlot, product_uuid: IDS.wrap },
            { slot_uuid: IDS.drinkSlot, product_uuid: IDS.chai },
          ],
        }}
        onAdd={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(text(done)).toContain('Add · ₹220.00');
  });

  it('shows a line’s choices indented under it, with deltas and the note', async () => {
    await i18n.changeLanguage('en-US');
    const shown = text(
      renderToStaticMarkup(
        <LineChoices
          currency="INR"
          note="extra hot"
          options={[
            { group_uuid: IDS.sizeGroup, group_name: 'Size', option_uuid: IDS.large, name: 'Large', price: 22_000, kind: 'size' },
            { group_uuid: IDS.milkGroup, group_name: 'Milk', option_uuid: IDS.oat, name: 'Oat milk', price: 3_000, kind: 'single' },
          ]}
          combo={[]}
        />,
      ),
    );
    expect(shown.trim()).toBe('Large Oat milk +₹30.00 Note: extra hot');
  });
});
