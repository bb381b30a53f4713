import { useTranslation } from 'react-i18next';
import { bannerCreateSchema, bannerUpdateSchema, type Banner } from '../../../../server/contracts/banners';
import {
  CompanyStoreInputs,
  FieldGrid,
  FormDialog,
  NumberInput,
  StatusInput,
  TextInput,
  saveInDialog,
  useSchemaForm,
} from '../../../components/form';
import { TranslationFields, translationValues } from '../../../components/form/translation-fields';
import { useCurrentUser } from '../../../lib/use-auth';
import { createBanner, updateBanner } from '../api/banners-api';
import { BannerImageInput } from './banner-image-input';

interface BannerFormDialogProps {
  banner?: Banner;
  onClose: () => void;
  onSaved: (banner: Banner | null) => void;
}

const MESSAGES = {
  company_uuid: 'people:validation.company',
  title: 'people:validation.title',
  subtitle: 'people:validation.subtitle',
  link: 'people:validation.link',
  image: 'people:validation.image',
  sort_order: 'people:validation.sortOrder',
};

/** Add or edit a banner: the picture is uploaded as soon as it is chosen and previewed from the server. */
export function BannerFormDialog({ banner, onClose, onSaved }: BannerFormDialogProps) {
  const { t } = useTranslation('people');
  const isAdmin = useCurrentUser()?.role === 'admin';
  const state = useSchemaForm({
    schema: banner ? bannerUpdateSchema : bannerCreateSchema,
    defaultValues: {
      company_uuid: banner?.company_uuid ?? (isAdmin ? '' : undefined),
      store_uuid: banner?.store_uuid ?? null,
      title: banner?.title ?? '',
      subtitle: banner?.subtitle ?? null,
      translations: translationValues(banner?.translations),
      link: banner?.link ?? null,
      image: banner?.image ?? '',
      sort_order: banner?.sort_order ?? 0,
      status: (banner?.status ?? 'active') as 'active' | 'inactive',
    },
    messages: MESSAGES,
    ...saveInDialog(banner, createBanner, updateBanner, onSaved),
  });
  return (
    <FormDialog
      state={state}
      maxWidth="md"
      onClose={onClose}
      title={banner ? t('people:banners.editTitle') : t('people:banners.createTitle')}
      submitLabel={banner ? t('people:common.saveChanges') : t('people:banners.create')}
    >
      <BannerImageInput />
      <FieldGrid>
        <TextInput name="title" label={t('people:banners.bannerTitle')} required />
        <TextInput name="subtitle" label={t('people:banners.subtitleField')} optional blank="null" />
        <TextInput name="link" label={t('people:banners.link')} optional blank="null" help={t('people:banners.linkHelp')} />
        <NumberInput name="sort_order" label={t('people:banners.sortOrder')} blank={0} help={t('people:banners.sortHelp')} />
        <CompanyStoreInputs record={banner} allStores={t('people:banners.allStores')} storeHelp={t('people:banners.storeHelp')} />
      </FieldGrid>
      <TranslationFields texts="banner" />
      <StatusInput texts="people:common" />
    </FormDialog>
  );
}
