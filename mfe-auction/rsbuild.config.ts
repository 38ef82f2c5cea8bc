import { createAppConfig } from '@norsecraft/shared/build';

export default createAppConfig({
  name: 'mfe_auction',
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
});
