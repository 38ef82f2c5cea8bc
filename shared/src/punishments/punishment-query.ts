import { t } from '../i18n/shared-messages';
import { parsePageParam } from '../lib/paging';
import type { PunishmentStatus, PunishmentType } from '../types/database';

export const PUNISHMENTS_PER_PAGE = 25;

/** The database refuses longer searches (search_punishments). */
export const MAX_SEARCH_LENGTH = 64;

export type PunishmentTypeFilter = 'all' | PunishmentType;
export type PunishmentStatusFilter = 'all' | PunishmentStatus;

/** The filters, each named in the page's language when read. */
export const TYPE_FILTERS: { value: PunishmentTypeFilter; label: string }[] = [
  {
    value: 'all',
    get label() {
      return t('pun.filter.all');
    },
  },
  {
    value: 'ban',
    get label() {
      return t('pun.filter.ban');
    },
  },
  {
    value: 'mute',
    get label() {
      return t('pun.filter.mute');
    },
  },
  {
    value: 'kick',
    get label() {
      return t('pun.filter.kick');
    },
  },
  {
    value: 'warn',
    get label() {
      return t('pun.filter.warn');
    },
  },
  {
    value: 'other',
    get label() {
      return t('pun.filter.other');
    },
  },
];

export const STATUS_FILTERS: { value: PunishmentStatusFilter; label: string }[] = [
  {
    value: 'all',
    get label() {
      return t('pun.status.all');
    },
  },
  {
    value: 'active',
    get label() {
      return t('pun.status.active');
    },
  },
  {
    value: 'expired',
    get label() {
      return t('pun.status.expired');
    },
  },
];

/** What the punishment list shows; the page's URL carries it (`?q=&type=&status=&page=`). */
export interface PunishmentQuery {
  search: string;
  type: PunishmentTypeFilter;
  status: PunishmentStatusFilter;
  page: number;
}

const oneOf = <T extends string>(options: { value: T }[], value: string | null, fallback: T) =>
  options.find((option) => option.value === value)?.value ?? fallback;

/** Reads the URL; anything unknown falls back to the unfiltered first page. */
export function queryFromParams(params: URLSearchParams): PunishmentQuery {
  return {
    search: (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    type: oneOf(TYPE_FILTERS, params.get('type'), 'all'),
    status: oneOf(STATUS_FILTERS, params.get('status'), 'all'),
    page: parsePageParam(params.get('page'), PUNISHMENTS_PER_PAGE),
  };
}

/** The URL of a query: only what differs from the unfiltered first page. */
export function paramsFromQuery(query: PunishmentQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('q', query.search);
  if (query.type !== 'all') params.set('type', query.type);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
