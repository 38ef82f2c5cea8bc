import { createAppConfig } from '@norsecraft/shared/build';

export default createAppConfig({ name: 'shell', dir: import.meta.dirname });
