import { createHash } from 'node:crypto';

/**
 * The UUID an offline-mode server gives a player name, as the game's own server computes it:
 * a version 3 (MD5) UUID of "OfflinePlayer:<name>".
 */
export function offlinePlayerUuid(name: string): string {
  const hash = createHash('md5').update(`OfflinePlayer:${name}`, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x30;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  return hash.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
}
