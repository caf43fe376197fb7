import type { Material, MaterialBulkCreate } from '@rescue-admin/api-contract';
import { aMaterial } from '@rescue-admin/api-contract/testing';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { materialsFeature } from '../../index';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let materials: Material[];
let sent: MaterialBulkCreate[];
beforeEach(() => {
  materials = [aMaterial({ uid: 'material-schlauch', name: 'B-Schlauch' })];
  sent = [];
  server.use(
    http.get(testUrl('material.all'), () => HttpResponse.json(materials)),
    http.post(testUrl('material.bulkCreate'), async ({ request }) => {
      const body = (await request.json()) as MaterialBulkCreate;
      sent.push(body);
      const created = body.materials.map((material, index) => aMaterial({ ...material, uid: `imported-${index}` }));
      materials = [...materials, ...created];
      return HttpResponse.json({ created: created.map((material) => material.uid) });
    }),
  );
});

describe('material import', () => {
  it('should import a list of names from the same wizard, skipping a timestamp where a name belongs', async () => {
    const { user } = await renderFeature(materialsFeature, '/material');
    await user.click(await screen.findByRole('button', { name: 'Importieren' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Materialien importieren' })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('CSV-Datei'), new File(['\uFEFFMaterial\r\nSprungpolster\r\n2026-01-01T00:00Z\r\nWärmebildkamera\r\n'], 'material.csv'));

    expect(
      await screen.findByText('Zeile 3: Name „2026-01-01T00:00Z“: Bitte geben Sie hier keinen Zeitstempel (wie „2026-01-01T00:00Z“) ein.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2 Zeilen importieren' }));

    expect(await screen.findByText('2 Zeilen importiert.')).toBeInTheDocument();
    expect(sent).toEqual([{ materials: [{ name: 'Sprungpolster' }, { name: 'Wärmebildkamera' }] }]);
    await user.click(screen.getByRole('button', { name: 'Zurück zur Liste' }));
    expect(await within(await screen.findByRole('table')).findByRole('cell', { name: 'Wärmebildkamera' })).toBeInTheDocument();
  });
});
