// Deterministic local API keys: with the default secret these are the Supabase CLI demo keys.
import { signJwt } from './jwt.ts';

export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export interface LocalKeys {
  anonKey: string;
  serviceRoleKey: string;
}

export function localKeys(secret: string = DEFAULT_JWT_SECRET): LocalKeys {
  // Key order matters: it fixes the encoded payload and so the well-known demo keys.
  const key = (role: string) => signJwt({ iss: 'supabase-demo', role, exp: 1983812996 }, secret);
  return { anonKey: key('anon'), serviceRoleKey: key('service_role') };
}
