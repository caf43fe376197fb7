import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils';
import { BarChart } from './bar-chart';
import { DonutChart, Gauge } from './donut-chart';

describe('BarChart', () => {
  it('should read as a list of labels with German-formatted values, bars scaled to the largest', () => {
    const { container } = render(
      <BarChart
        title="Hydranten je Ort"
        data={[
          { label: 'Musterstadt', value: 1200 },
          { label: 'Beispieldorf', value: 300 },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Hydranten je Ort' });
    const items = within(figure).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Musterstadt1.200');
    expect(items[1]).toHaveTextContent('Beispieldorf300');
    const fills = container.querySelectorAll('[aria-hidden="true"] > span');
    expect(fills[0]).toHaveStyle({ width: '100%' });
    expect(fills[1]).toHaveStyle({ width: '25%' });
  });
});

describe('DonutChart', () => {
  it('should list every segment with its value', () => {
    render(
      <DonutChart
        title="Hydranten nach Typ"
        centerText="12"
        segments={[
          { label: 'Überflurhydrant', value: 8, color: 'var(--color-accent)' },
          { label: 'Unterflurhydrant', value: 4, color: 'var(--color-info)' },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Hydranten nach Typ' });
    expect(within(figure).getByText('Überflurhydrant: 8')).toBeInTheDocument();
    expect(within(figure).getByText('Unterflurhydrant: 4')).toBeInTheDocument();
  });
});

describe('Gauge', () => {
  it('should be a meter with its value and text', () => {
    render(<Gauge label="Besetzung" value={6} max={9} valueText="6 von 9" />);
    const meter = screen.getByRole('meter', { name: 'Besetzung' });
    expect(meter).toHaveAttribute('aria-valuenow', '6');
    expect(meter).toHaveAttribute('aria-valuetext', '6 von 9');
  });

  it('without a value text, should show the percentage', () => {
    render(<Gauge label="Einsatzbereitschaft" value={67} />);
    expect(screen.getByRole('meter', { name: 'Einsatzbereitschaft' })).toHaveAttribute('aria-valuetext', '67 %');
  });
});

describe('charts accessibility', () => {
  it('should have no axe violations', async () => {
    const { container } = render(
      <>
        <BarChart title="Balken" data={[{ label: 'A', value: 1 }]} />
        <DonutChart title="Ring" segments={[{ label: 'A', value: 1, color: 'red' }]} />
        <Gauge label="Anzeige" value={5} max={10} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
