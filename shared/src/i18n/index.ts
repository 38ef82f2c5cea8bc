export * from './languages';
export {
  currentLanguage,
  currentLocale,
  defineMessages,
  loadPageLanguage,
  setPageLanguage,
  type CatalogLoader,
  type Catalogs,
  type MessageValues,
  type Translate,
} from './messages';
export { RichText } from './rich-text';
export { PSEUDO_CLOSE, PSEUDO_OPEN } from './pseudo';
