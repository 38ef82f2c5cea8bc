export interface LocalStack {
  url: string;
  anonKey: string | null;
  reused: boolean;
  stop(): Promise<void>;
}

export function startLocalStack(options?: {
  port?: number;
  memory?: boolean;
  reuse?: boolean;
  log?: (line: string) => void;
}): Promise<LocalStack>;
