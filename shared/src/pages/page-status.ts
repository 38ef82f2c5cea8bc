import { createContext, useContext } from 'react';

/**
 * The HTTP status of the page being rendered on the server (shell/src/server-render.tsx provides
 * it; the HTML host answers with it). Null in the browser.
 */
export interface PageStatus {
  status: number;
}

export const PageStatusContext = createContext<PageStatus | null>(null);

/**
 * Marks the page being rendered on the server as not found: an address that names nothing (a
 * player the record has never had) answers 404, not 200 with an empty page.
 */
export function useNotFoundStatus(): void {
  const page = useContext(PageStatusContext);
  if (page) page.status = 404;
}
