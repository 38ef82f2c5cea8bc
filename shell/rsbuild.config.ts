import { createAppConfig } from '@norsecraft/shared/build';

export default createAppConfig({ dir: import.meta.dirname });
