import { createTestI18n, I18nTestProvider } from '@rescue-admin/i18n/testing';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { usersFeature } from '../index';
import * as stories from './users-page.stories';

const { Default } = composeStories(stories);

/** Mounts the feature the way the shell does: its lazily loaded routes below `${path}/*`. */
async function renderFeatureAt(url: string) {
  const { default: FeatureRoutes } = await usersFeature.load();
  render(
    <I18nTestProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={`${usersFeature.path}/*`} element={<FeatureRoutes />} />
        </Routes>
      </MemoryRouter>
    </I18nTestProvider>,
  );
}

describe('users feature', () => {
  describe('given the shell mounts it at its path', () => {
    it('should show the German page heading', async () => {
      await renderFeatureAt('/user');

      expect(screen.getByRole('heading', { level: 1, name: 'Benutzerverwaltung' })).toBeInTheDocument();
    });
  });

  describe('given the shell builds the menu', () => {
    it('should find the German menu title in the feature namespace', () => {
      const i18n = createTestI18n();

      expect(i18n.t('menu.title', { ns: usersFeature.namespace })).toBe('Benutzerverwaltung');
    });
  });

  describe('given the Default story', () => {
    it('should show the German page heading', () => {
      render(<Default />);

      expect(screen.getByRole('heading', { level: 1, name: 'Benutzerverwaltung' })).toBeInTheDocument();
    });
  });
});
