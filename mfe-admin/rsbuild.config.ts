import { createAppConfig } from '@norsecraft/shared/build';
import { pages } from './src/pages';

export default createAppConfig({
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
  pages,
});
