import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { I18nTestProvider, createTestI18n } from '@rescue-admin/i18n/testing';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { Menu } from './menu';

const feature = (id: string, namespace: string, fallbackName?: string): FeatureDescriptor => ({
  id,
  path: `/${id}`,
  namespace,
  fallbackName,
  menu: { group: 'admin', icon: () => null, order: 1 },
  recordKinds: [],
  recordUrl: (uid) => `/${id}?edit=${uid}`,
  load: () => new Promise(() => undefined),
});

/** The German texts without the namespaces whose files failed to load. */
function textsWithout(...namespaces: string[]) {
  const i18n = createTestI18n();
  for (const namespace of namespaces) i18n.removeResourceBundle('de', namespace);
  return i18n;
}

function renderMenu(features: FeatureDescriptor[], i18n = createTestI18n()) {
  render(
    <I18nTestProvider i18n={i18n}>
      <MemoryRouter>
        <Menu features={features} open overlay onClose={() => undefined} />
      </MemoryRouter>
    </I18nTestProvider>,
  );
  return screen.getByRole('navigation');
}

describe('Menu', () => {
  it('given its texts should label the close control with its translation and title the areas', () => {
    const menu = renderMenu([feature('hydrants', 'hydrants', 'Hydrants')]);
    expect(within(menu).getByRole('button', { name: 'Menü schließen' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Hydrantenverwaltung' })).toBeInTheDocument();
  });

  it("given the shell's texts are missing should label the close control 'close', never with the key", () => {
    const menu = renderMenu([feature('hydrants', 'hydrants', 'Hydrants')], textsWithout('shell'));
    expect(within(menu).getByRole('button', { name: 'close' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'menu.close' })).not.toBeInTheDocument();
  });

  it("given a feature's texts failed to load should title it by its fallback name, or by its id without one", () => {
    const menu = renderMenu([feature('hydrants', 'hydrants', 'Hydrants'), feature('materials', 'materials')], textsWithout('hydrants', 'materials'));
    expect(within(menu).getByRole('link', { name: 'Hydrants' })).toHaveAttribute('href', '/hydrants');
    expect(within(menu).getByRole('link', { name: 'materials' })).toHaveAttribute('href', '/materials');
  });
});
