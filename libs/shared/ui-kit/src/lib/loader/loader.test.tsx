import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils';
import { Loader } from './loader';

describe('Loader', () => {
  it('given no text, should announce the spec default "Loading..."', () => {
    render(<Loader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('given a text, should announce that text instead', () => {
    render(<Loader text="Hydranten werden geladen" />);
    expect(screen.getByRole('status')).toHaveTextContent('Hydranten werden geladen');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('given hideText, should still expose the text to screen readers', () => {
    render(<Loader hideText text="Lädt" />);
    expect(screen.getByRole('status')).toHaveTextContent('Lädt');
  });

  it('should have no axe violations inline and full screen', async () => {
    const { container, rerender } = render(<Loader />);
    await expectNoAxeViolations(container);
    rerender(<Loader fullScreen />);
    await expectNoAxeViolations(container);
  });
});
