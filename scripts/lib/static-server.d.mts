export interface StaticServerOptions {
  root: string;
  port?: number;
  host?: string;
  spa?: boolean;
  corsOrigins?: () => string[];
  headers?: () => Record<string, string>;
  json?: Record<string, unknown>;
  headHtml?: string;
}

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function serveStatic(options: StaticServerOptions): Promise<StaticServer>;
export function isInside(rootDir: string, filePath: string): boolean;
