import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { PointMap, type MapPoint } from './point-map';

const labels = {
  map: 'Karte der Punkte',
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
  closePopup: 'Schließen',
  cluster: (count: number) => `${count} Punkte`,
};

/** `count` points on a small grid around 51 N 10 E, ~10 m apart. */
function grid(count: number, prefix = 'P'): MapPoint[] {
  return Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, label: `${prefix} ${i + 1}`, lat: 51 + (i % 10) * 0.0001, lon: 10 + Math.floor(i / 10) * 0.0001 }));
}

/** `count` points within a metre of each other: one cluster at any zoom the map fits them at. */
function huddle(count: number): MapPoint[] {
  return Array.from({ length: count }, (_, i) => ({ id: `H${i}`, label: `H ${i + 1}`, lat: 51 + i * 0.000001, lon: 10 }));
}

const popup = (point: MapPoint) => (
  <p>
    {point.label} <a href={`/edit/${point.id}`}>Bearbeiten</a>
  </p>
);

async function noAxeViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
}

describe('PointMap', () => {
  describe('given many points close together', () => {
    it('should show clusters as buttons named by their count, and zoom in on a click until single points appear', async () => {
      const user = userEvent.setup();
      render(<PointMap points={grid(50)} renderPopup={popup} labels={labels} />);

      const map = screen.getByRole('region', { name: 'Karte der Punkte' });
      const clusters = await within(map).findAllByRole('button', { name: /^\d+ Punkte$/ });
      const singles = within(map).queryAllByRole('button', { name: /^P \d+$/ });
      expect(clusters.reduce((sum, cluster) => sum + Number(cluster.textContent), 0) + singles.length).toBe(50);
      expect(clusters.length).toBeLessThan(10);

      for (let step = 0; step < 10 && within(map).queryAllByRole('button', { name: /^P \d+$/ }).length === 0; step++) {
        await user.click(within(map).getAllByRole('button', { name: /^\d+ Punkte$/ })[0]);
        await waitFor(() => expect(map).toHaveFocus());
      }
      expect(within(map).getAllByRole('button', { name: /^P \d+$/ }).length).toBeGreaterThan(0);
    });
  });

  describe('given points far apart', () => {
    const points: MapPoint[] = [
      { id: 'a', label: 'Hydrant Marktplatz', lat: 51, lon: 10 },
      { id: 'b', label: 'Hydrant Schulstraße', lat: 51.05, lon: 10.08 },
    ];

    it('should open a popup from a marker by keyboard, close it with Escape and return focus to the marker', async () => {
      const user = userEvent.setup();
      render(<PointMap points={points} renderPopup={popup} labels={labels} />);
      const marker = await screen.findByRole('button', { name: 'Hydrant Marktplatz' });
      expect(marker).toHaveAttribute('aria-expanded', 'false');

      marker.focus();
      await user.keyboard('{Enter}');

      const dialog = await screen.findByRole('dialog', { name: 'Hydrant Marktplatz' });
      expect(within(dialog).getByRole('link', { name: 'Bearbeiten' })).toHaveAttribute('href', '/edit/a');
      await waitFor(() => expect(dialog).toHaveFocus());
      expect(screen.getByRole('button', { name: 'Hydrant Marktplatz' })).toHaveAttribute('aria-expanded', 'true');
      expect(await noAxeViolations()).toEqual([]);

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Hydrant Marktplatz' })).toHaveFocus();
    });

    it('should close the popup with its close button', async () => {
      const user = userEvent.setup();
      render(<PointMap points={points} renderPopup={popup} labels={labels} />);
      await user.click(await screen.findByRole('button', { name: 'Hydrant Schulstraße' }));
      const dialog = await screen.findByRole('dialog', { name: 'Hydrant Schulstraße' });

      await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('should show only the points it is given: a narrower list drops the others from the map', async () => {
      const { rerender } = render(<PointMap points={points} renderPopup={popup} labels={labels} />);
      await screen.findByRole('button', { name: 'Hydrant Schulstraße' });

      rerender(<PointMap points={points.slice(0, 1)} renderPopup={popup} labels={labels} fitKey="markt" />);

      await waitFor(() => expect(screen.queryByRole('button', { name: 'Hydrant Schulstraße' })).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Hydrant Marktplatz' })).toBeInTheDocument();
    });

    it('should have German zoom buttons and no axe violations', async () => {
      render(<PointMap points={points} renderPopup={popup} labels={labels} />);
      await screen.findByRole('button', { name: 'Hydrant Marktplatz' });

      expect(screen.getByRole('button', { name: 'Vergrößern' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Verkleinern' })).toBeInTheDocument();
      expect(await noAxeViolations()).toEqual([]);
    });
  });

  describe('given tiles', () => {
    it('should credit the tile service with a link to its copyright page', async () => {
      render(
        <PointMap
          points={[]}
          renderPopup={popup}
          labels={labels}
          tiles={{ url: 'https://tile.example.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap-Mitwirkende', attributionUrl: 'https://www.openstreetmap.org/copyright' }}
        />,
      );
      expect(screen.getByRole('link', { name: '© OpenStreetMap-Mitwirkende' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
    });
  });

  describe('given no tiles', () => {
    it('should load no image at all and still draw the markers', async () => {
      const onRendered = vi.fn();
      const { container } = render(<PointMap points={grid(3)} renderPopup={popup} labels={labels} onRendered={onRendered} />);
      await waitFor(() => expect(onRendered).toHaveBeenCalled());
      expect(container.querySelector('img')).toBeNull();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });
  });

  describe('given points with tones', () => {
    const toned: MapPoint[] = [
      { id: 'a', label: 'Punkt Nord', accessibleName: 'Punkt Nord, gesperrt', tone: 'danger', lat: 51, lon: 10 },
      { id: 'b', label: 'Punkt Süd', accessibleName: 'Punkt Süd, offen', tone: 'ok', lat: 51.05, lon: 10.08 },
      { id: 'c', label: 'Punkt Mitte', tone: 'warning', lat: 51.02, lon: 10.04 },
    ];

    it('should name each marker by its accessible name, mark its tone, and name the popup by the label', async () => {
      const user = userEvent.setup();
      render(<PointMap points={toned} renderPopup={popup} labels={labels} />);

      const north = await screen.findByRole('button', { name: 'Punkt Nord, gesperrt' });
      expect(north).toHaveAttribute('data-tone', 'danger');
      expect(screen.getByRole('button', { name: 'Punkt Süd, offen' })).toHaveAttribute('data-tone', 'ok');
      expect(screen.getByRole('button', { name: 'Punkt Mitte' })).toHaveAttribute('data-tone', 'warning');

      await user.click(north);
      expect(await screen.findByRole('dialog', { name: 'Punkt Nord' })).toBeInTheDocument();
      expect(await noAxeViolations()).toEqual([]);
    });

    it('given the caller counts them, should put the number of danger points in a cluster\'s name and badge', async () => {
      const points = huddle(12).map((point, i) => ({ ...point, tone: i < 3 ? ('danger' as const) : ('ok' as const) }));
      render(<PointMap points={points} renderPopup={popup} labels={{ ...labels, clusterDanger: (count) => `${count} gesperrt` }} />);

      const cluster = await screen.findByRole('button', { name: '12 Punkte, 3 gesperrt' });
      // What is seen (12 and the badge 3) is the picture; the name is the words, not an aria-label that would not contain „123“.
      expect(cluster).not.toHaveAttribute('aria-label');
      expect([...cluster.querySelectorAll('[aria-hidden="true"]')].map((figure) => figure.textContent)).toEqual(['12', '3']);
      expect(await noAxeViolations()).toEqual([]);
    });

    it('given the caller does not count them, should name clusters by their size only', async () => {
      const points = huddle(12).map((point) => ({ ...point, tone: 'danger' as const }));
      render(<PointMap points={points} renderPopup={popup} labels={labels} />);

      expect(await screen.findByRole('button', { name: '12 Punkte' })).toHaveTextContent(/^12$/);
    });
  });
});
