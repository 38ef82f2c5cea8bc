import { createContext, useContext } from 'react';

/**
 * True while the page is rendered to HTML in Node (server-render.tsx). No effect runs there, so
 * what a page only needs for its effects — the Supabase client — is not waited for.
 */
export const ServerRenderContext = createContext(false);

export const useIsServerRender = () => useContext(ServerRenderContext);
