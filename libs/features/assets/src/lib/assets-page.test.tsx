import { createTestI18n, I18nTestProvider } from '@rescue-admin/i18n/testing';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { assetsFeature } from '../index';
import * as stories from './assets-page.stories';

const { Default } = composeStories(stories);

/** Mounts the feature the way the shell does: its lazily loaded routes below `${path}/*`. */
async function renderFeatureAt(url: string) {
  const { default: FeatureRoutes } = await assetsFeature.load();
  render(
    <I18nTestProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={`${assetsFeature.path}/*`} element={<FeatureRoutes />} />
        </Routes>
      </MemoryRouter>
    </I18nTestProvider>,
  );
}

describe('assets feature', () => {
  describe('given the shell mounts it at its path', () => {
    it('should show the German page heading', async () => {
      await renderFeatureAt('/assets');

      expect(screen.getByRole('heading', { level: 1, name: 'Assets' })).toBeInTheDocument();
    });
  });

  describe('given the shell builds the menu', () => {
    it('should find the German menu title in the feature namespace', () => {
      const i18n = createTestI18n();

      expect(i18n.t('menu.title', { ns: assetsFeature.namespace })).toBe('Assets');
    });
  });

  describe('given the Default story', () => {
    it('should show the German page heading', () => {
      render(<Default />);

      expect(screen.getByRole('heading', { level: 1, name: 'Assets' })).toBeInTheDocument();
    });
  });
});
