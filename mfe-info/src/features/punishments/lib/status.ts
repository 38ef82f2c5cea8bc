import type { Punishment } from '../types';

/**
 * Active unless staff lifted it or its expiry has passed; a row may still say active after the
 * expiry date because nothing on the server flips it.
 */
export function isPunishmentActive(p: Pick<Punishment, 'active' | 'expires'>, now: Date): boolean {
  if (!p.active) return false;
  return !p.expires || new Date(p.expires).getTime() > now.getTime();
}
