// `pnpm admin:grant <email>`: gives an existing account the admin role (README "The first
// admin"). Against SUPABASE_URL with SUPABASE_SERVICE_ROLE_KEY (a hosted project's), else the
// local stack that `pnpm start` / `pnpm stack` runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { grantAdmin } from './lib/grant-admin.mjs';

const email = process.argv[2];
if (!email) {
  console.error('usage: pnpm admin:grant <email of an existing account>');
  process.exit(2);
}

function target() {
  const { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey } = process.env;
  if (url && serviceRoleKey) return { url, serviceRoleKey };
  const status = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../supabase/local/.data/status.json',
  );
  try {
    const local = JSON.parse(readFileSync(status, 'utf8'));
    return { url: local.url, serviceRoleKey: local.serviceRoleKey };
  } catch {
    console.error(
      'Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or start the local stack (pnpm stack).',
    );
    process.exit(2);
  }
}

try {
  const { alreadyAdmin } = await grantAdmin({ ...target(), email });
  console.log(alreadyAdmin ? `${email} is already an admin.` : `${email} is now an admin.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
