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
});
