import { createTestI18n, I18nTestProvider } from '@rescue-admin/i18n/testing';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { hydrantsFeature } from '../index';
import * as stories from './hydrants-page.stories';

const { Default } = composeStories(stories);

/** Mounts the feature the way the shell does: its lazily loaded routes below `${path}/*`. */
async function renderFeatureAt(url: string) {
  const { default: FeatureRoutes } = await hydrantsFeature.load();
  render(
    <I18nTestProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={`${hydrantsFeature.path}/*`} element={<FeatureRoutes />} />
        </Routes>
      </MemoryRouter>
    </I18nTestProvider>,
  );
}

describe('hydrants feature', () => {
  describe('given the shell mounts it at its path', () => {
    it('should show the German page heading', async () => {
      await renderFeatureAt('/hydrant');

      expect(screen.getByRole('heading', { level: 1, name: 'Hydrantenverwaltung' })).toBeInTheDocument();
    });
  });

  describe('given the shell builds the menu', () => {
    it('should find the German menu title in the feature namespace', () => {
      const i18n = createTestI18n();

      expect(i18n.t('menu.title', { ns: hydrantsFeature.namespace })).toBe('Hydrantenverwaltung');
    });
  });

  describe('given the Default story', () => {
    it('should show the German page heading', () => {
      render(<Default />);

      expect(screen.getByRole('heading', { level: 1, name: 'Hydrantenverwaltung' })).toBeInTheDocument();
    });
  });
});
