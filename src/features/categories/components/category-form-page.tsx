import { useTranslation } from 'react-i18next';
import { categoryBodySchema, categoryUpdateSchema, type Category } from '../../../../server/contracts/catalogue';
import {
  FieldGrid,
  FormCard,
  ImageInput,
  NumberInput,
  RecordPage,
  saveRecord,
  type RecordFormProps,
  ScopeInput,
  StatusInput,
  TextInput,
  useSchemaForm,
} from '../../../components/form';
import { TranslationFields, translationValues } from '../../../components/form/translation-fields';
import { paths } from '../../../config/paths';
import { createCategory, findCategory, updateCategory, uploadCategoryImage } from '../api/categories-api';

const MESSAGES = {
  store_uuid: 'catalogue:validation.store',
  name: 'catalogue:validation.name',
  description: 'catalogue:validation.description',
  image: 'catalogue:validation.image',
  sort_order: 'catalogue:validation.sortOrder',
};

function CategoryForm({ record: category }: RecordFormProps<Category>) {
  const { t } = useTranslation();
  const state = useSchemaForm({
    schema: category ? categoryUpdateSchema : categoryBodySchema,
    inStore: category,
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? null,
      translations: translationValues(category?.translations),
      image: category?.image ?? null,
      sort_order: category?.sort_order ?? 0,
      status: (category?.status ?? 'active') as 'active' | 'inactive',
    },
    messages: MESSAGES,
    save: saveRecord(category, createCategory, updateCategory),
    done: paths.backOffice.categories,
  });
  return (
    <FormCard
      state={state}
      cancelTo={paths.backOffice.categories}
      submitLabel={category ? t('catalogue:common.saveChanges') : t('catalogue:categories.create')}
    >
      <ScopeInput locked={Boolean(category)} lockedStoreName={category?.store_name} />
      <FieldGrid columns="2fr 1fr">
        <TextInput name="name" label={t('catalogue:categories.name')} required autoFocus />
        <NumberInput name="sort_order" label={t('catalogue:categories.sortOrder')} blank={0} help={t('catalogue:categories.sortOrderHelp')} />
        <TextInput name="description" label={t('catalogue:categories.description')} optional blank="null" multiline minRows={2} className="wide" />
      </FieldGrid>
      <TranslationFields />
      <ImageInput name="image" label={t('catalogue:categories.image')} upload={uploadCategoryImage} />
      <StatusInput texts="catalogue:common" />
    </FormCard>
  );
}

/** /addcategory creates a category in a store; /addcategory?id=<uuid> edits one. */
export default function CategoryFormPage() {
  return <RecordPage<Category> texts="catalogue:categories" stateKey="category" find={findCategory} backTo={paths.backOffice.categories} form={CategoryForm} />;
}
