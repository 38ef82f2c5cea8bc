// `pnpm deploy:production [--dry-run] [--db-url URL] [--skip-tests]`: the site's first deployment
// and every later one (scripts/lib/deploy/deploy.mjs; README "Production"). --db-url: the
// database's connection string instead of the linked project's (e.g. a staging copy).
import { parseArgs } from 'node:util';
import { deployProduction } from './lib/deploy/deploy.mjs';

const { values } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    'db-url': { type: 'string' },
    'skip-tests': { type: 'boolean', default: false },
  },
});
const ok = await deployProduction({
  dryRun: values['dry-run'],
  dbUrl: values['db-url'],
  skipTests: values['skip-tests'],
});
process.exitCode = ok ? 0 : 1;
