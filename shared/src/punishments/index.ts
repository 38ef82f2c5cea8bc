export { getPunishments, punishmentPageKey, punishmentsKey } from './get-punishments';
export { playerHistoryPath } from './player-path';
export { PunishmentList, sourceLabel } from './punishment-list';
export {
  STATE_LABELS,
  punishmentState,
  type PunishmentState,
  type PunishmentStateFields,
} from './punishment-state';
export {
  MAX_SEARCH_LENGTH,
  PUNISHMENTS_PER_PAGE,
  STATUS_FILTERS,
  TYPE_FILTERS,
  paramsFromQuery,
  queryFromParams,
  type PunishmentQuery,
  type PunishmentStatusFilter,
  type PunishmentTypeFilter,
} from './punishment-query';
export { PunishmentToolbar } from './punishment-toolbar';
