import { describe, expect, it } from 'vitest';
import { notificationOf, sameOriginUrl } from './push';

const origin = 'https://cafe.example.com';

describe('a push shown as a notification', () => {
  it('shows the title and body with a tag per order and the order page to open', () => {
    const shown = notificationOf(
      JSON.stringify({
        title: 'Your order ORD-AB12CD34 is ready',
        body: 'Pick it up at HQ.',
        url: '/app/consumer/orders/ORD-AB12CD34',
        tag: 'order-ORD-AB12CD34',
      }),
      origin,
    );
    expect(shown.title).toBe('Your order ORD-AB12CD34 is ready');
    expect(shown.options).toMatchObject({ body: 'Pick it up at HQ.', tag: 'order-ORD-AB12CD34', data: { url: `${origin}/app/consumer/orders/ORD-AB12CD34` } });
  });

  it('still shows something for a push that is not our JSON, and never opens another site', () => {
    const shown = notificationOf('not json', origin);
    expect(shown).toMatchObject({ title: 'Cafeteria', options: { tag: 'cafeteria', data: { url: `${origin}/app/consumer/orders` } } });
    expect(sameOriginUrl('https://evil.example.net/app/x', origin)).toBe(`${origin}/app/consumer/orders`);
    expect(sameOriginUrl('/admin', origin)).toBe(`${origin}/app/consumer/orders`);
  });
});
