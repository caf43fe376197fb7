import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LatLon } from '../shared/map-types';
import { PositionPicker } from './position-picker';

const labels = { map: 'Position auf der Karte', zoomIn: 'Vergrößern', zoomOut: 'Verkleinern' };
const mapRegion = () => screen.getByRole('region', { name: 'Position auf der Karte' });
const marker = (container: HTMLElement) => container.querySelector('.leaflet-marker-icon');
/** Where Leaflet placed the marker (left/top in jsdom, which has no 3D transforms). */
const placeOf = (element: Element | null) => {
  const style = (element as HTMLElement).style;
  return `${style.left} ${style.top} ${style.transform}`;
};

/** The picker with the state a form would hold, and a way to "type" a position. */
function Harness({ start, onChange }: { start: LatLon; onChange?: (position: LatLon) => void }) {
  const [position, setPosition] = useState<LatLon>(start);
  return (
    <>
      <PositionPicker
        position={position}
        labels={labels}
        onChange={(next) => {
          setPosition(next);
          onChange?.(next);
        }}
      />
      <button type="button" onClick={() => setPosition({ lat: 51.0005, lon: 10.0005 })}>
        Tippen
      </button>
      <output>{`${position.lat} / ${position.lon}`}</output>
    </>
  );
}

describe('PositionPicker', () => {
  it('given a click on the map, should report that position rounded to six decimals', async () => {
    const onChange = vi.fn();
    render(<Harness start={{ lat: 51, lon: 10 }} onChange={onChange} />);
    const map = mapRegion();

    // The centre of the 800 × 600 px map is the start position.
    fireEvent.click(map, { clientX: 400, clientY: 300 });

    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const [{ lat, lon }] = onChange.mock.calls[0] as [LatLon];
    expect(lat).toBeCloseTo(51, 4);
    expect(lon).toBeCloseTo(10, 4);
    expect(String(lat).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(6);
  });

  it('given a new position from outside (typed in a field), should move the marker there', async () => {
    const { container } = render(<Harness start={{ lat: 51, lon: 10 }} />);
    await waitFor(() => expect(marker(container)).not.toBeNull());
    const before = placeOf(marker(container));

    fireEvent.click(screen.getByRole('button', { name: 'Tippen' }));

    await waitFor(() => expect(placeOf(marker(container))).not.toBe(before));
    expect(screen.getByText('51.0005 / 10.0005')).toBeInTheDocument();
  });

  it('given no usable position (an emptied field), should show no marker', async () => {
    const { container } = render(<PositionPicker position={{ lat: Number.NaN, lon: 10 }} labels={labels} onChange={vi.fn()} />);
    await screen.findByRole('region', { name: 'Position auf der Karte' });
    expect(marker(container)).toBeNull();
  });

  it('should have German zoom buttons and no axe violations', async () => {
    render(<Harness start={{ lat: 51, lon: 10 }} />);
    expect(screen.getByRole('button', { name: 'Vergrößern' })).toBeInTheDocument();
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
