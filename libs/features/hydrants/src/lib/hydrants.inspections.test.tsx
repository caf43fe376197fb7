import type { Hydrant } from '@rescue-admin/api-contract';
import { aHydrant } from '@rescue-admin/api-contract/testing';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrantsFeature } from '../index';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Noon of the day `days` from today (local time), as the list reads due dates. */
const inDays = (days: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, 12);
};
const day = (date: Date) => date.toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });

const inspected = (status: Hydrant['inspectionStatus'], nextInspection: Date) => ({
  inspectionStatus: status,
  statusSince: status ? inDays(-300) : null,
  statusDefects: [],
  lastInspection: status ? inDays(-300) : null,
  nextInspection,
  inspectionIntervalMonths: null,
});

let hydrants: Hydrant[];
beforeEach(() => {
  hydrants = [
    aHydrant({ uid: 'h-markt', name: 'Hydrant Am Markt', ...inspected('AUSSER_BETRIEB', inDays(-10)) }),
    aHydrant({ uid: 'h-schule', name: 'Hydrant Schulstraße', ...inspected('IN_BETRIEB', inDays(-1)) }),
    aHydrant({ uid: 'h-bauhof', name: 'Hydrant Bauhof', ...inspected('EINGESCHRAENKT', inDays(30)) }),
    aHydrant({ uid: 'h-feld', name: 'Hydrant Feldweg', ...inspected(null, inDays(31)) }),
  ];
  server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.json(hydrants)));
});

const table = () => screen.findByRole('table', { name: 'Hydrantenverwaltung' });
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
const shownNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').find((cell) => cell.textContent?.startsWith('Hydrant'))?.textContent);
const chip = (name: RegExp) => screen.getByRole('button', { name });

async function axeViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
}

describe('the hydrant list with inspections', () => {
  it('should show each status in words with an icon („nie geprüft“ without an inspection) and the next inspection with „überfällig“ / „fällig in 30 Tagen“', async () => {
    await renderFeature(hydrantsFeature, '/hydrant');

    const markt = await rowOf('Hydrant Am Markt');
    expect(within(markt).getByText('außer Betrieb').querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(within(markt).getByRole('cell', { name: `${day(inDays(-10))} überfällig` })).toBeInTheDocument();
    const schule = await rowOf('Hydrant Schulstraße');
    expect(within(schule).getByRole('cell', { name: 'in Betrieb' })).toBeInTheDocument();
    expect(within(schule).getByText('überfällig')).toBeInTheDocument();
    const bauhof = await rowOf('Hydrant Bauhof');
    expect(within(bauhof).getByRole('cell', { name: 'eingeschränkt' })).toBeInTheDocument();
    expect(within(bauhof).getByRole('cell', { name: `${day(inDays(30))} fällig in 30 Tagen` })).toBeInTheDocument();
    const feld = await rowOf('Hydrant Feldweg');
    expect(within(feld).getByRole('cell', { name: 'nie geprüft' })).toBeInTheDocument();
    expect(within(feld).getByRole('cell', { name: day(inDays(31)) })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Status/ })).toBeInTheDocument();
  });

  it('should sort by the next inspection, the earliest first', async () => {
    const { user, currentUrl } = await renderFeature(hydrantsFeature, '/hydrant');
    await table();

    await user.click(screen.getByRole('button', { name: 'Nächste Prüfung' }));

    expect(currentUrl()).toBe('/hydrant?sort=nextInspection');
    expect(shownNames()).toEqual(['Hydrant Am Markt', 'Hydrant Schulstraße', 'Hydrant Bauhof', 'Hydrant Feldweg']);
  });

  it('given „Überfällig“ pressed, should show only overdue hydrants, keep the chip in the URL for a reload, and count in the labels', async () => {
    const { user, currentUrl, unmount } = await renderFeature(hydrantsFeature, '/hydrant?q=Hydrant');
    await rowOf('Hydrant Feldweg');
    expect(chip(/^Außer Betrieb \(1\)$/)).toHaveAttribute('aria-pressed', 'false');
    expect(chip(/^Fällig in 30 Tagen \(1\)$/)).toBeInTheDocument();

    await user.click(chip(/^Überfällig \(2\)$/));

    expect(chip(/^Überfällig \(2\)$/)).toHaveAttribute('aria-pressed', 'true');
    expect(currentUrl()).toBe('/hydrant?q=Hydrant&filter=overdue');
    expect(shownNames()).toEqual(['Hydrant Am Markt', 'Hydrant Schulstraße']);
    unmount();

    await renderFeature(hydrantsFeature, '/hydrant?filter=outOfService,dueSoon');
    await rowOf('Hydrant Am Markt');
    expect(shownNames()).toEqual(['Hydrant Am Markt', 'Hydrant Bauhof']);
    expect(chip(/^Außer Betrieb/)).toHaveAttribute('aria-pressed', 'true');
    expect(chip(/^Fällig in 30 Tagen/)).toHaveAttribute('aria-pressed', 'true');
    expect(chip(/^Überfällig/)).toHaveAttribute('aria-pressed', 'false');
  });

  it('should export the filtered rows with status, next inspection (the day) and Fälligkeit', async () => {
    let file: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      file = blob;
      return 'blob:hydranten';
    });
    URL.revokeObjectURL = vi.fn();
    const { user } = await renderFeature(hydrantsFeature, '/hydrant?filter=overdue');
    await rowOf('Hydrant Am Markt');

    await user.click(screen.getByRole('button', { name: 'CSV exportieren' }));

    const lines = new TextDecoder().decode(new Uint8Array(await (file as Blob).arrayBuffer()).slice(3)).trim().split('\r\n');
    const header = lines[0].split(';');
    const column = (line: string, name: string) => line.split(';')[header.indexOf(name)];
    expect(header).toEqual(expect.arrayContaining(['Status', 'Nächste Prüfung', 'Fälligkeit']));
    expect(lines).toHaveLength(3);
    expect([column(lines[1], 'Name'), column(lines[1], 'Status'), column(lines[1], 'Nächste Prüfung'), column(lines[1], 'Fälligkeit')]).toEqual([
      'Hydrant Am Markt',
      'außer Betrieb',
      day(inDays(-10)),
      'überfällig',
    ]);
    expect(column(lines[2], 'Name')).toBe('Hydrant Schulstraße');
  });

  it('given a chip no hydrant matches, should say so rather than that there are no hydrants', async () => {
    hydrants = hydrants.filter((hydrant) => hydrant.inspectionStatus !== 'AUSSER_BETRIEB');
    await renderFeature(hydrantsFeature, '/hydrant?filter=outOfService');

    expect(await screen.findByText('Keine Einträge passen zu Ihrem Filter.')).toBeInTheDocument();
    expect(chip(/^Außer Betrieb \(0\)$/)).toHaveAttribute('aria-pressed', 'true');
  });

  describe.each([
    ['1280', 1280],
    ['375', 375],
  ])('at %s px', (_name, width) => {
    afterEach(() => setWidth(1024));

    it('should have no axe violations, chips included', async () => {
      setWidth(width);
      await renderFeature(hydrantsFeature, '/hydrant?filter=overdue');
      expect(await screen.findAllByText('Hydrant Am Markt')).not.toHaveLength(0);
      expect(chip(/^Überfällig/)).toHaveAttribute('aria-pressed', 'true');

      expect(await axeViolations()).toEqual([]);
    });
  });
});

function setWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('the hydrant list of a service without inspections (spec only)', () => {
  it('should show no status columns and no chips, and ignore a chip in a link', async () => {
    hydrants = [aHydrant({ uid: 'h-a', name: 'Hydrant A' }), aHydrant({ uid: 'h-b', name: 'Hydrant B' })];
    await renderFeature(hydrantsFeature, '/hydrant?filter=overdue');

    await rowOf('Hydrant B');
    expect(shownNames()).toEqual(['Hydrant A', 'Hydrant B']);
    expect(screen.queryByRole('columnheader', { name: /Status|Nächste Prüfung/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Nach Prüfstand filtern' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Verteilerleitung/ })).toBeInTheDocument();
  });
});
