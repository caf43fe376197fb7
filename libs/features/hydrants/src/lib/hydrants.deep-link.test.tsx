import type { Hydrant } from '@rescue-admin/api-contract';
import { aHydrant } from '@rescue-admin/api-contract/testing';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hydrantsFeature } from '../index';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let listRequests: number;
beforeEach(() => {
  const hydrants: Hydrant[] = [
    aHydrant({ uid: 'hydrant-markt', name: 'Hydrant Marktplatz', description: 'Vor der Apotheke', durchmesser: 'MM_300', type: 'UEBERFLURHYDRANT' }),
    aHydrant({ uid: 'hydrant-schule', name: 'Hydrant Schulstraße', description: 'Am Tor', durchmesser: 'MM_150', type: 'UNTERFLURHYDRANT' }),
  ];
  listRequests = 0;
  server.use(
    http.get(testUrl('hydrant.all'), () => {
      listRequests += 1;
      return HttpResponse.json(hydrants);
    }),
  );
});

describe('a link to one hydrant (bookmark, reload, shared address), with an empty cache', () => {
  it('should open the hydrant the area gives the address for, filled in from the list', async () => {
    const url = hydrantsFeature.recordUrl('hydrant-schule');
    expect(url).toBe('/hydrant/edit?uid=hydrant-schule');
    await renderFeature(hydrantsFeature, url);

    expect(await screen.findByRole('heading', { level: 2, name: 'Hydrant „Hydrant Schulstraße“ bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Hydrant Schulstraße');
    expect(screen.getByRole('textbox', { name: /^Beschreibung/ })).toHaveValue('Am Tor');
    expect(screen.getByRole('combobox', { name: /^Durchmesser/ })).toHaveValue('Durchmesser 150 mm');
    expect(listRequests).toBe(1);
  });

  it('given a uid no hydrant has (deleted meanwhile), should show the German not-found screen with a way back to the list', async () => {
    const { user, currentUrl } = await renderFeature(hydrantsFeature, hydrantsFeature.recordUrl('gibt-es-nicht'));

    // The list loads first (a loader), then the notice says the record is not there.
    const message = await screen.findByText('Der Datensatz wurde nicht gefunden. Möglicherweise wurde er inzwischen gelöscht.');
    const notice = message.closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveTextContent('Nicht gefunden');
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Zurück zur Liste' }));

    expect(currentUrl()).toBe('/hydrant');
    expect(await screen.findByRole('cell', { name: 'Hydrant Marktplatz' })).toBeInTheDocument();
  });
});
