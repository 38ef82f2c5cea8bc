export {
  CONTENT_ICONS,
  CONTENT_LANG,
  contentAdminPath,
  contentIcon,
  type ContentIcon,
  type ContentKindName,
} from './content-lang';
export { ContentEmptyState, type ContentEmptyStateProps } from './content-empty-state';
export {
  contentLanguage,
  isUntranslated,
  readInContentLanguage,
  UntranslatedNote,
} from './content-language';
