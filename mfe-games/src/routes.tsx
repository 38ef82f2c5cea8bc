import { Page, PageHeader } from '@norsecraft/shared';
import { Route, Routes } from 'react-router-dom';

/**
 * Mount convention (README "Front end", docs/decisions.md): the shell renders this component for
 * every path its route table gives mfe_games, under one `/*` route; paths here are the site's
 * absolute paths. Each page renders exactly one h1 (PageHeader).
 */
const pages: Array<[path: string, title: string]> = [
  ['/games', 'Mini Games'],
  ['/games/elder-clicker', 'Elder Clicker'],
  ['/games/flappy-steve', 'Flappy Steve'],
];

export default function GamesRoutes() {
  return (
    <Routes>
      {pages.map(([path, title]) => (
        <Route
          key={path}
          path={path}
          element={
            <Page>
              <PageHeader title={title} />
            </Page>
          }
        />
      ))}
    </Routes>
  );
}
