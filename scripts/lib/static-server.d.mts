export interface StaticServerOptions {
  root: string | (() => string[] | Promise<string[]>);
  port?: number;
  host?: string;
  spa?: boolean;
  corsOrigins?: () => string[];
  headers?: () => Record<string, string>;
  json?: Record<string, unknown>;
  headHtml?: string;
  cacheControl?: (relativePath: string) => string;
  hidden?: (relativePath: string) => boolean;
}

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export const IMMUTABLE: string;
export function contentTypeOf(filePath: string): string;
export function serveStatic(options: StaticServerOptions): Promise<StaticServer>;
export function isInside(rootDir: string, filePath: string): boolean;
