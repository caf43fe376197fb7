import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DropdownOption } from './dropdown-props';

// The virtualiser's chunk arrives only when the test lets it.
const chunk = vi.hoisted(() => {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock('./virtual-option-list', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

// Fresh modules: the files of a worker share them, and another file's Dropdown may have loaded the chunk already.
beforeEach(() => vi.resetModules());

describe('Dropdown with many options, before the virtualiser is loaded', () => {
  const hydrants: DropdownOption[] = Array.from({ length: 5000 }, (_, i) => ({ value: `h${i}`, label: `Hydrant Lindenallee ${i + 1}` }));

  it('should show the first options and the active one at once, then only those in view', async () => {
    const { Dropdown } = await import('./dropdown');
    // jsdom does no layout; give the list the height a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(250);
    const onChange = vi.fn();
    render(<Dropdown label="Hydrant" options={hydrants} onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Hydrant' });
    await userEvent.click(combobox);

    const first = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(first).toHaveLength(50);
    expect(first[0]).toHaveTextContent('Hydrant Lindenallee 1');
    expect(first[0]).toHaveAttribute('aria-setsize', '5000');
    await userEvent.keyboard('{End}');
    expect(document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '')).toHaveTextContent('Hydrant Lindenallee 5000');

    chunk.arrive();

    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').length).toBeLessThan(50));
    expect(document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '')).toHaveTextContent('Hydrant Lindenallee 5000');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('h4999');
  });
});
