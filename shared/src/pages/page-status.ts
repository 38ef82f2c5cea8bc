import { createContext, useContext } from 'react';

/**
 * Records the HTTP status of the page being rendered on the server (shell/src/server-render.tsx
 * provides it; the HTML host answers with the status). Null in the browser.
 */
export type SetPageStatus = (status: number) => void;

export const PageStatusContext = createContext<SetPageStatus | null>(null);

/**
 * Marks the page being rendered on the server as not found: an address that names nothing (a
 * player the record has never had) answers 404, not 200 with an empty page.
 */
export function useNotFoundStatus(): void {
  useContext(PageStatusContext)?.(404);
}
