export interface LocalStack {
  url: string;
  anonKey: string | null;
  /** Server-side key for test set-up (null when an already running stack is reused). */
  serviceRoleKey: string | null;
  reused: boolean;
  stop(): Promise<void>;
}

export function startLocalStack(options?: {
  port?: number;
  memory?: boolean;
  reuse?: boolean;
  /** Lifetime of the access tokens the stack issues (default 3600). */
  jwtExpirySeconds?: number;
  log?: (line: string) => void;
}): Promise<LocalStack>;

export const SEEDED_ACCOUNTS: Record<'admin' | 'member', { email: string; password: string }>;
