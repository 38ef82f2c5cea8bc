// The public API of @norsecraft/shared. Shared as a federation singleton: every app gets the same
// instance of this module, hence one Supabase client, one jotai store and one theme.
export * from './auth';
export * from './calendar-events';
export * from './content';
export * from './config/site';
export { DataError, isUnreachable, RefusedError, unwrap } from './data/data-error';
export {
  errorSentence,
  isNetworkFailure,
  NOT_ALLOWED,
  SESSION_EXPIRED,
  TOO_MANY_REQUESTS,
  sentenceFinder,
  translateSentence,
  UNREACHABLE,
} from './data/error-sentence';
export { QueryView, type QueryViewProps, type QueryViewQuery } from './data/query-view';
export type { WriteMeta } from './data/write-meta';
export {
  clearNotices,
  dismissNotice,
  dismissNotices,
  NOTICE_MS,
  noticesAtom,
  notify,
  type Notice,
  type NoticeInput,
  type NoticeTone,
} from './notices/notices';
export { KEEP_CLEAR_OF_NOTICES } from './notices/placement';
export { EVENT_TYPES, eventTypeLabel } from './lib/event-types';
export * from './game-accounts';
export * from './lib/bid-limits';
export * from './lib/money';
export * from './lib/game-item';
export * from './member-notices';
export * from './my-auctions';
export * from './wallet';
export { pageTitle, useNamedPage, usePageName } from './lib/page-title';
export { useServerFirst } from './lib/server-first';
export { brokenBeforeHydration } from './lib/broken-before-hydration';
export * from './lib/player-names';
export { pageWindow, parsePageParam, type PageWindow } from './lib/paging';
export * from './pages/page-manifest';
export { NotFoundPage, notFoundName } from './pages/not-found-page';
export { PageStatusContext, type SetPageStatus } from './pages/page-status';
export * from './punishments';
export { retryableLazy, retryableLoad, retryFailedLoads } from './lib/failed-loads';
export { preloadablePage } from './lib/preloadable-page';
export { readRuntimeEnv, type RuntimeEnv } from './lib/runtime-env';
export { serverStatusLabel, type ServerStatus } from './lib/server-status';
export {
  getServerStatus,
  serverStatusQuery,
  SERVER_STATUS_REFRESH_MS,
} from './lib/get-server-status';
export { SESSION_STORAGE_KEY, THEME_MODE_STORAGE_KEY, USER_STORAGE_KEY } from './lib/storage-keys';
export {
  isSupabaseLoaded,
  loadSupabase,
  supabase,
  supabaseAnonKey,
  supabaseUrl,
} from './lib/supabase';
export {
  EXTENSION_NOT_ALLOWED,
  FILE_TOO_LARGE,
  fileExtension,
  IMAGE_ACCEPT,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE,
  UPLOAD_FAILED,
  validateImageFile,
  type ImageFileInfo,
} from './lib/image-file';
export { contentMatchesType } from './lib/image-signature';
export { timeAgo } from './lib/time-ago';
export { useDebouncedValue } from './lib/use-debounced-value';
export { listingElementId, useHashTarget } from './lib/use-hash-target';
export { formatDateTime, formatDay, formatNumber } from './lib/date-time';
export * from './i18n';
export * from './theme';
export * from './types/database';
export type * from './types/players';
export type * from './types/economy';
export * from './lib/database-rules';
export * from './ui';
