// A category's or product's name and description in Spanish and German: optional, each falls back
// to the default name on the menus (src/lib/in-language.ts). Part of the category and product forms.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, type Translations } from '../../../server/contracts/constants/translations';
import { FieldGrid } from './form-card';
import { TextInput } from './fields';

/** The form's values of the fields: every language with both texts ('' for none), so that each field starts controlled. */
export function translationValues(kept: Translations | undefined): Record<(typeof CONTENT_LANGUAGES)[number], { name?: string; description?: string }> {
  return { es: { name: kept?.es?.name, description: kept?.es?.description }, de: { name: kept?.de?.name, description: kept?.de?.description } };
}

/** `texts` 'banner': the fields are a banner's title (kept as the name) and subtitle (as the description). */
export function TranslationFields({ texts }: { texts?: 'banner' } = {}) {
  const { t } = useTranslation();
  const key = (k: 'name' | 'description' | 'help') =>
    texts === 'banner' ? `catalogue:translations.banner${k[0].toUpperCase()}${k.slice(1)}` : `catalogue:translations.${k}`;
  return (
    <section aria-labelledby="translation-fields-title">
      <Typography id="translation-fields-title" variant="subtitle1" sx={{ mt: 3, fontWeight: 600 }}>
        {t('catalogue:translations.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t(key('help'))}
      </Typography>
      <FieldGrid>
        {CONTENT_LANGUAGES.map((lang) => (
          <TextInput
            key={`${lang}.name`}
            name={`translations.${lang}.name`}
            label={t(key('name'), { language: t(`catalogue:translations.language.${lang}`) })}
            optional
            blank="undefined"
            inputProps={{ lang }}
          />
        ))}
        {CONTENT_LANGUAGES.map((lang) => (
          <TextInput
            key={`${lang}.description`}
            name={`translations.${lang}.description`}
            label={t(key('description'), { language: t(`catalogue:translations.language.${lang}`) })}
            optional
            blank="undefined"
            multiline
            minRows={2}
            inputProps={{ lang }}
          />
        ))}
      </FieldGrid>
    </section>
  );
}
