import { createContext, useContext, type ReactNode } from 'react';
import { createRouteTable, type RouteTable } from './route-table';

const RouteTableContext = createContext<RouteTable>(createRouteTable([]).table);

/** The route table of the released remotes, built once at start-up (bootstrap.tsx). */
export function RouteTableProvider({
  table,
  children,
}: {
  table: RouteTable;
  children: ReactNode;
}) {
  return <RouteTableContext.Provider value={table}>{children}</RouteTableContext.Provider>;
}

export const useRouteTable = () => useContext(RouteTableContext);
