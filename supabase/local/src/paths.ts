import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** supabase/local */
export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** supabase/ (migrations, seed.sql, functions) */
export const supabaseDir = path.resolve(packageDir, '..');
export const defaultDataDir = path.join(packageDir, '.data');
