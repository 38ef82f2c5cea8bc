export function failureReason(error: unknown): string;
export function servedPageProblems(page: {
  status: number;
  rendered: boolean;
  heading: string | null;
  failure?: string;
}): string[];
export function serverRenderCheck(): {
  observe(entry: Record<string, unknown>): void;
  problems(
    site: { url: string; host: { exited: Promise<unknown> } },
    pathname: string,
  ): Promise<string[]>;
};
