import { Page, PageHeader } from '@norsecraft/shared';
import { Route, Routes } from 'react-router-dom';

/**
 * Mount convention (README "Front end", docs/decisions.md): the shell renders this component for
 * every path its route table gives mfe_info, under one `/*` route; paths here are the site's
 * absolute paths. Each page renders exactly one h1 (PageHeader).
 */
const pages: Array<[path: string, title: string]> = [
  ['/', 'Norsecraft'],
  ['/votes', 'Vote Rewards'],
  ['/rules', 'Server Rules'],
  ['/staff', 'Staff'],
  ['/dynmap', 'Server Map'],
  ['/store', 'Store'],
  ['/wiki', 'Knowledge Base'],
  ['/items', 'Items Database'],
  ['/punishments', 'Punishments'],
  ['/calendar', 'Event Calendar'],
  ['/guilds', 'Guilds'],
  ['/quests', 'Quests'],
  ['/achievements', 'Achievements'],
];

export default function InfoRoutes() {
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
