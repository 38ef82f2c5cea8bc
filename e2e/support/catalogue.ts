import path from 'node:path';
import { repoRoot } from '../../scripts/lib/apps.mjs';

/** Where `pnpm catalogue:build` writes the UI kit's catalogue, and its story index. */
export const CATALOGUE_DIR = path.join(repoRoot, 'shared/storybook-static');
export const CATALOGUE_INDEX = path.join(CATALOGUE_DIR, 'index.json');
