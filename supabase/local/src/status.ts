// What `supabase start` prints, in one block, and the status file a second `pnpm start` reads to
// reuse a running stack (like `supabase status`).
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface StackStatus {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  dbUrl: string;
  /** For the stack's own tools (`pnpm db:seed:large`): the file is private to its user. */
  superuserDbUrl: string;
  outboxUrl: string;
  gameBridgeKey: string;
}

export function statusBlock(status: StackStatus): string {
  const rows: [string, string][] = [
    ['API URL', status.url],
    ['DB URL', status.dbUrl],
    ['Outbox URL', status.outboxUrl],
    ['anon key', status.anonKey],
    ['service_role key', status.serviceRoleKey],
    ['game-bridge key', status.gameBridgeKey],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padStart(width)}: ${value}`).join('\n');
}

export const statusFile = (dataDir: string) => path.join(dataDir, 'status.json');

/** Written while the stack runs; the folder is git-ignored and holds the local keys anyway. */
export function writeStatus(dataDir: string, status: StackStatus): () => void {
  const file = statusFile(dataDir);
  const { url, anonKey, serviceRoleKey, dbUrl, superuserDbUrl, outboxUrl, gameBridgeKey } = status;
  const written = {
    ...{ url, anonKey, serviceRoleKey, dbUrl, superuserDbUrl, outboxUrl, gameBridgeKey },
    banner: statusBlock(status),
  };
  writeFileSync(file, `${JSON.stringify(written, null, 2)}\n`, { mode: 0o600 });
  return () => rmSync(file, { force: true });
}
