// What the site's builds share as `react-router-dom` (create-app-config.ts): the routing API the
// apps use, re-exported from react-router. Federation shares a module whole — every export of a
// package, used or not — and react-router-dom's whole is 60 KB gzip on every first load, most of
// it data routers and server runtime the site does not use; this module is about a third of that.
// An import outside this list fails the build (exportsPresence: 'error'): add it here.
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, NavigateFunction, Location } from 'react-router';
