import type { Preview } from '@storybook/react-vite';
// The ui-kit's index imports the tokens and base styles once; stories get them the same way the app does.
import '@rescue-admin/ui-kit';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: { name: 'Mobil (375 px)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    a11y: {
      // Violations fail the story's a11y check in the panel (and in the test runner if one is added).
      test: 'error',
    },
  },
  globalTypes: {
    theme: {
      description: 'Farbschema',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Hell' },
          { value: 'dark', title: 'Dunkel' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => {
      // The dark theme is a token swap on the root element.
      document.documentElement.dataset.theme = context.globals.theme === 'dark' ? 'dark' : 'light';
      return Story();
    },
  ],
};

export default preview;
