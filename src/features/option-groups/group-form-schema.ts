// The option group form's checks: the contract schemas over what its draft becomes, and each field's message.
import { optionGroupBodySchema, optionGroupUpdateSchema } from '../../../server/contracts/menu';
import { fromDraft } from '../../components/form';
import type { Scope } from '../../components/scope/scope-picker';
import type { MessageKeys } from '../../lib/form-errors';
import { groupBody, type GroupDraft } from './group-form';

export type Values = GroupDraft & Scope;
export const createSchema = fromDraft((d: Values) => ({ ...groupBody(d), store_uuid: d.store_uuid }), optionGroupBodySchema);
export const updateSchema = fromDraft((d: Values) => groupBody(d), optionGroupUpdateSchema);

export const GROUP_MESSAGES: MessageKeys = {
  store_uuid: 'catalogue:validation.store',
  name: 'catalogue:options.validation.name',
  min_select: 'catalogue:options.validation.min',
  max_select: 'catalogue:options.validation.max',
  sort_order: 'catalogue:validation.sortOrder',
  options: (code, t, values) =>
    code === 'custom'
      ? t('catalogue:options.validation.defaults', { count: Number((values as Values).max_select) || 1 })
      : t('catalogue:options.validation.atLeastOne'),
  'options.*.name': (code, t) => t(code === 'custom' ? 'catalogue:options.validation.twice' : 'catalogue:options.validation.optionName'),
  'options.*.price': 'catalogue:options.validation.price',
};
