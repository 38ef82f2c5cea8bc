import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

type RemoteName = 'mfe_info' | 'mfe_games' | 'mfe_auction' | 'mfe_account' | 'mfe_admin';

function remoteRoutes(name: RemoteName) {
  return lazy(async () => {
    const mod = await loadRemote<{ default?: ComponentType }>(`${name}/routes`);
    if (!mod?.default) throw new Error(`${name} is unavailable`);
    return { default: mod.default };
  });
}

async function start() {
  const remotes = (await (await fetch('/remotes.json')).json()) as Record<string, string>;
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  const Info = remoteRoutes('mfe_info');
  const Games = remoteRoutes('mfe_games');
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/games/*" element={<Games />} />
          <Route path="*" element={<Info />} />
        </Routes>
      </Suspense>
    </BrowserRouter>,
  );
}

void start();
