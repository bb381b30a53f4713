import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { loadServerWords, notificationText, serverText } from './server-text';

describe("the server's sentences in the person's language", () => {
  it('says a coded sentence in German and Spanish, and keeps the English where there is no code or no words', async () => {
    await i18n.changeLanguage('de-DE');
    await loadServerWords();
    expect(serverText('The e-mail, mobile or password is not correct', 'auth.badCredentials')).toBe('E-Mail, Mobilnummer oder Passwort sind nicht korrekt');
    // A record word as a parameter is translated too.
    expect(serverText('Category deactivated', 'common.switchedOff', { what: 'Category' })).toBe('Kategorie deaktiviert');
    expect(serverText('The code is not correct; 1 try left', 'auth.codeWrong', { count: 1 })).toBe('Der Code ist nicht korrekt; noch 1 Versuch');
    expect(serverText('The code is not correct; 3 tries left', 'auth.codeWrong', { count: 3 })).toBe('Der Code ist nicht korrekt; noch 3 Versuche');
    expect(serverText('Something new', 'no.suchCode')).toBe('Something new');
    expect(serverText('Plain English')).toBe('Plain English');

    await i18n.changeLanguage('es-ES');
    await loadServerWords();
    expect(serverText('The coupon SAVE10 expired on 2025-01-31', 'coupons.expired', { code: 'SAVE10', date: '2025-01-31' })).toBe(
      'El cupón SAVE10 caducó el 2025-01-31',
    );
    // A stored notification: its amount in the reader's format, its title in the reader's words.
    const n = notificationText({
      title: 'New order D-007',
      body: 'ORD-1: INR 60.00 to prepare',
      title_code: 'notifications.newOrder',
      title_params: { call: 'D-007' },
      body_code: 'notifications.toPrepare',
      body_params: { order: 'ORD-1', amount: 'INR 60.00' },
    });
    expect(n.title).toBe('Nuevo pedido D-007');
    expect(n.body).toMatch(/^ORD-1: 60,00\s₹ por preparar$/);
    await i18n.changeLanguage('en-US');
    expect(serverText('Category deactivated', 'common.switchedOff', { what: 'Category' })).toBe('Category deactivated');
  });
});
