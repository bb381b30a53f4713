// Sets document.title: '%s | <Cafeteria in the current language>', or that word alone.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function usePageTitle(title?: string | null): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const appTitle = t('app.title');
    document.title = title ? `${title} | ${appTitle}` : appTitle;
  }, [title, t, i18n.language]);
}
