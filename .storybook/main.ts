import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The designers' Storybook: every ui-kit component, one story per state, with the a11y panel.
 * It must build offline (telemetry off, no version check), because `storybook build` is part of
 * `npm test`.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    // react-docgen (the default) is fast and needs no type-check; good enough for the props tables.
    reactDocgen: 'react-docgen',
  },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    // Vite 8 resolves the workspace's @rescue-admin/* path aliases itself.
    resolve: { ...viteConfig.resolve, tsconfigPaths: true },
  }),
};

export default config;
