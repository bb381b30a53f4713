// i18next set up once: en-US, es-ES and de-DE bundled (they are small), the language detected from
// what the person chose before (localStorage) or the browser, English as the fallback.
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type LanguageCode } from '../config/constants';
import deDE from '../locales/de-DE/translation.json';
import enUS from '../locales/en-US/translation.json';
import esES from '../locales/es-ES/translation.json';
import deCatalogue from '../locales/de-DE/catalogue.json';
import enCatalogue from '../locales/en-US/catalogue.json';
import esCatalogue from '../locales/es-ES/catalogue.json';
import dePeople from '../locales/de-DE/people.json';
import enPeople from '../locales/en-US/people.json';
import esPeople from '../locales/es-ES/people.json';
import deConsumer from '../locales/de-DE/consumer.json';
import enConsumer from '../locales/en-US/consumer.json';
import esConsumer from '../locales/es-ES/consumer.json';
import deOrders from '../locales/de-DE/orders.json';
import enOrders from '../locales/en-US/orders.json';
import esOrders from '../locales/es-ES/orders.json';
import deDashboard from '../locales/de-DE/dashboard.json';
import enDashboard from '../locales/en-US/dashboard.json';
import esDashboard from '../locales/es-ES/dashboard.json';
import deKiosk from '../locales/de-DE/kiosk.json';
import enKiosk from '../locales/en-US/kiosk.json';
import esKiosk from '../locales/es-ES/kiosk.json';
import deOffline from '../locales/de-DE/offline.json';
import enOffline from '../locales/en-US/offline.json';
import esOffline from '../locales/es-ES/offline.json';
import deCashier from '../locales/de-DE/cashier.json';
import enCashier from '../locales/en-US/cashier.json';
import esCashier from '../locales/es-ES/cashier.json';
import deReports from '../locales/de-DE/reports.json';
import enReports from '../locales/en-US/reports.json';
import esReports from '../locales/es-ES/reports.json';
import deBackoffice from '../locales/de-DE/backoffice.json';
import enBackoffice from '../locales/en-US/backoffice.json';
import esBackoffice from '../locales/es-ES/backoffice.json';
import deMenu from '../locales/de-DE/menu.json';
import enMenu from '../locales/en-US/menu.json';
import esMenu from '../locales/es-ES/menu.json';

export const SUPPORTED_LANGUAGES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

/** Maps what a browser reports ('de', 'de-AT', 'es-MX', 'en-GB') onto a supported language. */
export function toSupportedLanguage(lng: string | undefined | null): LanguageCode {
  if (!lng) return DEFAULT_LANGUAGE;
  const exact = SUPPORTED_LANGUAGES.find((code) => code.toLowerCase() === lng.toLowerCase());
  if (exact) return exact;
  const prefix = lng.slice(0, 2).toLowerCase();
  return SUPPORTED_LANGUAGES.find((code) => code.slice(0, 2).toLowerCase() === prefix) ?? DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: {
      'en-US': { translation: enUS, catalogue: enCatalogue, people: enPeople, consumer: enConsumer, dashboard: enDashboard, orders: enOrders, offline: enOffline, reports: enReports, backoffice: enBackoffice, kiosk: enKiosk, cashier: enCashier, menu: enMenu },
      'es-ES': { translation: esES, catalogue: esCatalogue, people: esPeople, consumer: esConsumer, dashboard: esDashboard, orders: esOrders, offline: esOffline, reports: esReports, backoffice: esBackoffice, kiosk: esKiosk, cashier: esCashier, menu: esMenu },
      'de-DE': { translation: deDE, catalogue: deCatalogue, people: dePeople, consumer: deConsumer, dashboard: deDashboard, orders: deOrders, offline: deOffline, reports: deReports, backoffice: deBackoffice, kiosk: deKiosk, cashier: deCashier, menu: deMenu },
    },
    supportedLngs: SUPPORTED_LANGUAGES as string[],
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      lookupLocalStorage: STORAGE_KEYS.language,
      caches: ['localStorage'],
      convertDetectedLanguage: (lng: string) => toSupportedLanguage(lng),
    },
    initAsync: false,
  });

/** Keeps <html lang> in step with the chosen language (the detected one included). */
const syncHtmlLang = (lng: string | undefined) => {
  if (typeof document !== 'undefined') document.documentElement.lang = toSupportedLanguage(lng);
};
i18n.on('languageChanged', syncHtmlLang);
syncHtmlLang(i18n.resolvedLanguage ?? i18n.language);

export function currentLanguage(): LanguageCode {
  return toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
}
