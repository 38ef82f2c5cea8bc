// Clients for integration tests against the stack started by global-setup.ts.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import WebSocket from 'ws';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through the jest "integration" project`);
  return value;
}

export const stackUrl = (): string => env('STACK_URL');
export const anonKey = (): string => env('STACK_ANON_KEY');
export const serviceRoleKey = (): string => env('STACK_SERVICE_ROLE_KEY');
export const jwtSecret = (): string => env('STACK_JWT_SECRET');

function client(key: string): SupabaseClient {
  return createClient(stackUrl(), key, {
    // supabase-js needs a WebSocket implementation on Node 20.
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export const anonClient = (): SupabaseClient => client(anonKey());
export const serviceClient = (): SupabaseClient => client(serviceRoleKey());

export async function signInAs(email: string, password: string): Promise<SupabaseClient> {
  const supabase = anonClient();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  return supabase;
}

export interface TestUser {
  client: SupabaseClient;
  user: User;
  email: string;
  password: string;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@test.local`;
}

export async function createTestUser(data: Record<string, unknown> = {}): Promise<TestUser> {
  const supabase = anonClient();
  const email = uniqueEmail();
  const password = `Pw-${randomUUID()}`;
  const { data: result, error } = await supabase.auth.signUp({
    email,
    password,
    options: { data },
  });
  if (error || !result.user || !result.session) {
    throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  }
  return { client: supabase, user: result.user, email, password };
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
}

export async function outbox(): Promise<Mail[]> {
  const res = await fetch(`${stackUrl()}/_outbox`);
  if (!res.ok) throw new Error(`GET /_outbox: ${res.status}`);
  return (await res.json()) as Mail[];
}
