import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { MapLegend } from './map-legend';

describe('MapLegend', () => {
  it('should list each tone’s words in a list named by its label, the shapes hidden from screen readers, with no axe violations', async () => {
    const { container } = render(
      <MapLegend
        label="Legende"
        items={[
          { tone: 'ok', label: 'offen' },
          { tone: 'danger', label: 'gesperrt' },
        ]}
      />,
    );

    const legend = screen.getByRole('list', { name: 'Legende' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['offen', 'gesperrt']);
    expect(legend.querySelector('[data-tone="danger"]')).toHaveAttribute('aria-hidden', 'true');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
