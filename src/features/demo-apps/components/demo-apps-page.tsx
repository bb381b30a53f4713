import axios from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { useTranslation } from 'react-i18next';
export default function DemoAppsPage() {
  const { t } = useTranslation();
  console.log(MockAdapter, axios);
  return <h1>{t('demo:title')}</h1>;
}
