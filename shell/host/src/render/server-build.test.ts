import { remoteScripts } from './server-build';

const manifest = {
  metaData: { remoteEntry: { name: 'static/js/mfe_games.js' } },
  exposes: [{ path: './routes', assets: { js: { sync: ['static/js/async/routes.js'] } } }],
};
const pageChunks = {
  './src/features/hub/hub-page.tsx': ['static/js/async/hub.js'],
  './src/locales/sv/games.json': ['static/js/async/games-sv.js'],
};
// Learned in every language: the page's code and its Swedish catalog.
const modules = ['./src/features/hub/hub-page.tsx', './src/locales/sv/games.json'];
const baseUrl = 'https://remotes.example/mfe-games/1.0.0/';
const scripts = (language: 'en' | 'sv' | 'en-XA') =>
  remoteScripts({ manifest, pageChunks, modules, language, baseUrl }).map((url) =>
    url.slice(baseUrl.length),
  );

it("preloads a page's code and the catalogs of its own language only", () => {
  expect(scripts('sv')).toEqual([
    'static/js/mfe_games.js',
    'static/js/async/routes.js',
    'static/js/async/hub.js',
    'static/js/async/games-sv.js',
  ]);
  expect(scripts('en')).not.toContain('static/js/async/games-sv.js');
  // The pseudo-locale derives from the bundled English.
  expect(scripts('en-XA')).not.toContain('static/js/async/games-sv.js');
  expect(scripts('en')).toContain('static/js/async/hub.js');
});
