export type { PunishmentListRow, PunishmentType } from '@norsecraft/shared';
