export type { ApiErrorBody, PageMeta, PageQuery } from './common';
export {
  apiErrorSchema,
  DEFAULT_PER_PAGE,
  listSchema,
  MAX_PER_PAGE,
  pageMeta,
  pageMetaSchema,
  pageQuerySchema,
} from './common';
export type { Setting } from './setting';
export { SETTING_KEYS, settingSchema, settingValue } from './setting';
