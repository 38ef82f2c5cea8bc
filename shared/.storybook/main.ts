import { mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { StorybookConfig } from 'storybook-react-rsbuild';

/** The UI kit's catalogue: `pnpm catalogue` (dev server) and `pnpm catalogue:build`. */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: 'storybook-react-rsbuild',
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The apps' own React setup (automatic JSX runtime), as shared/build/create-app-config.ts.
  rsbuildFinal: (config) => mergeRsbuildConfig(config, { plugins: [pluginReact()] }),
};

export default config;
