import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils';
import { Dropdown } from './dropdown';
import type { DropdownOption } from './dropdown-props';

const roles: DropdownOption[] = [
  { value: 'SUPER_ADMIN', label: 'Super-Administrator' },
  { value: 'ADMIN', label: 'Administrator' },
  { value: 'UNIT_ADMIN', label: 'Einheiten-Administrator', disabled: true },
  { value: 'USER', label: 'Benutzer' },
];

const materials: DropdownOption[] = [
  { value: 'm1', label: 'Atemschutzgerät' },
  { value: 'm2', label: 'Schlauch B' },
  { value: 'm3', label: 'Strahlrohr' },
];

const removeTagLabel = (label: string) => `${label} entfernen`;

function optionNames() {
  return within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
}

describe('Dropdown (single)', () => {
  it('should open on click and choose an option with the mouse', async () => {
    const onChange = vi.fn();
    render(<Dropdown label="Rolle" options={roles} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Rolle' }));
    expect(screen.getByRole('combobox', { name: 'Rolle' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Benutzer' }));
    expect(onChange).toHaveBeenCalledWith('USER');
    expect(screen.getByRole('combobox', { name: 'Rolle' })).toHaveValue('Benutzer');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('given a disabled fieldset around it (a read-only form), should not open on a click', async () => {
    const onChange = vi.fn();
    render(
      <fieldset disabled>
        <Dropdown label="Rolle" options={roles} onChange={onChange} />
      </fieldset>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Rolle' });
    expect(combobox).toBeDisabled();
    await userEvent.click(combobox.parentElement as HTMLElement);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should filter by search text ignoring case', async () => {
    render(<Dropdown label="Rolle" options={roles} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Rolle' }), 'ADMIN');
    expect(optionNames()).toEqual(['Super-Administrator', 'Administrator', 'Einheiten-Administrator']);
    await userEvent.clear(screen.getByRole('combobox', { name: 'Rolle' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Rolle' }), 'benu');
    expect(optionNames()).toEqual(['Benutzer']);
  });

  it("given no match, should say 'Keine Einträge gefunden.'", async () => {
    render(<Dropdown label="Rolle" options={roles} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Rolle' }), 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('Keine Einträge gefunden.');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('given no options at all, should say the empty text when opened', async () => {
    render(<Dropdown label="Einsatz" options={[]} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Einsatz' }));
    expect(screen.getByText('Keine Einträge gefunden.')).toBeInTheDocument();
  });

  it('should be usable with the keyboard only: arrows skip disabled options, Enter chooses, Escape closes', async () => {
    const onChange = vi.fn();
    render(<Dropdown label="Rolle" options={roles} onChange={onChange} />);
    await userEvent.tab();
    const combobox = screen.getByRole('combobox', { name: 'Rolle' });
    expect(combobox).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Super-Administrator' }).id);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // 'Einheiten-Administrator' is disabled and is skipped.
    expect(combobox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Benutzer' }).id);
    await userEvent.keyboard('{ArrowUp}');
    expect(combobox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Administrator' }).id);

    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('ADMIN');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveValue('Administrator');
  });

  it('should not choose a disabled option', async () => {
    const onChange = vi.fn();
    render(<Dropdown label="Rolle" options={roles} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Rolle' }));
    await userEvent.click(screen.getByRole('option', { name: 'Einheiten-Administrator' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('given free text allowed, Enter should take the typed value', async () => {
    const onChange = vi.fn();
    render(<Dropdown label="Fahrzeugtyp" options={[{ value: 'hlf', label: 'HLF 20' }]} allowFreeText onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Fahrzeugtyp' }), 'Drehleiter{Enter}');
    expect(onChange).toHaveBeenCalledWith('Drehleiter');
    expect(screen.getByRole('combobox', { name: 'Fahrzeugtyp' })).toHaveValue('Drehleiter');
  });

  it('given free text not allowed, Enter on an unknown text should choose nothing', async () => {
    const onChange = vi.fn();
    render(<Dropdown label="Fahrzeugtyp" options={[{ value: 'hlf', label: 'HLF 20' }]} onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Fahrzeugtyp' }), 'Drehleiter{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('given a typed text that equals an option label, Enter should choose that option', async () => {
    const onChange = vi.fn();
    render(<Dropdown label="Rolle" options={roles} allowFreeText onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Rolle' }), 'benutzer{Enter}');
    expect(onChange).toHaveBeenCalledWith('USER');
  });

  it('should work controlled through react-hook-form Controller', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm<{ role: string | null }>({ defaultValues: { role: 'ADMIN' } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Controller
            name="role"
            control={control}
            render={({ field }) => (
              <Dropdown label="Rolle" options={roles} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
            )}
          />
          <button type="submit">Speichern</button>
        </form>
      );
    }
    render(<Form />);
    expect(screen.getByRole('combobox', { name: 'Rolle' })).toHaveValue('Administrator');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rolle' }));
    await userEvent.click(screen.getByRole('option', { name: 'Benutzer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ role: 'USER' }, expect.anything()));
  });
});

describe('Dropdown with an option label that arrived as a Date', () => {
  // SPEC §3 revives every ISO date-time of an answer, also an old customer named „2026-01-01T00:00Z“.
  const customers = [
    { value: 'old', label: new Date('2026-01-01T00:00Z') as unknown as string },
    { value: 'fw', label: 'Feuerwehr Musterstadt' },
  ];

  it('should list, search and choose it by its ISO text instead of crashing', async () => {
    const onChange = vi.fn();
    render(<Dropdown label="Kunde" options={customers} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Kunde' }));
    expect(optionNames()).toEqual(['2026-01-01T00:00:00.000Z', 'Feuerwehr Musterstadt']);

    await userEvent.type(screen.getByRole('combobox', { name: 'Kunde' }), '2026');
    expect(optionNames()).toEqual(['2026-01-01T00:00:00.000Z']);
    await userEvent.keyboard('{ArrowDown}{Enter}');

    expect(onChange).toHaveBeenCalledWith('old');
    expect(screen.getByRole('combobox', { name: 'Kunde' })).toHaveValue('2026-01-01T00:00:00.000Z');
  });
});

describe('Dropdown (multiple)', () => {
  function Multi({ allowFreeText = false }: { allowFreeText?: boolean }) {
    const [value, setValue] = useState<string[]>(['m1']);
    return (
      <>
        <Dropdown
          multiple
          label="Material"
          options={materials}
          value={value}
          onChange={setValue}
          removeTagLabel={removeTagLabel}
          allowFreeText={allowFreeText}
        />
        <output aria-label="Auswahl">{value.join(',')}</output>
      </>
    );
  }

  it('should show chosen values as removable tags', async () => {
    render(<Multi />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Material' }));
    await userEvent.click(screen.getByRole('option', { name: 'Strahlrohr' }));
    expect(screen.getByRole('status', { name: 'Auswahl' })).toHaveTextContent('m1,m3');
    // The list stays open for further picks and marks chosen options as selected.
    expect(screen.getByRole('option', { name: 'Strahlrohr' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Atemschutzgerät entfernen' }));
    expect(screen.getByRole('status', { name: 'Auswahl' })).toHaveTextContent(/^m3$/);
    expect(screen.queryByRole('button', { name: 'Atemschutzgerät entfernen' })).not.toBeInTheDocument();
  });

  it('should toggle an option off when it is chosen again', async () => {
    render(<Multi />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Material' }));
    await userEvent.click(screen.getByRole('option', { name: 'Atemschutzgerät' }));
    expect(screen.getByRole('status', { name: 'Auswahl' })).toBeEmptyDOMElement();
  });

  it('Backspace on an empty search should remove the last tag', async () => {
    render(<Multi />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Material' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('status', { name: 'Auswahl' })).toHaveTextContent('m1,m2');
    await userEvent.keyboard('{Backspace}');
    expect(screen.getByRole('status', { name: 'Auswahl' })).toHaveTextContent(/^m1$/);
  });

  it('Backspace while typing should only edit the search text', async () => {
    render(<Multi />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Material' }), 'sch{Backspace}');
    expect(screen.getByRole('combobox', { name: 'Material' })).toHaveValue('sc');
    expect(screen.getByRole('status', { name: 'Auswahl' })).toHaveTextContent(/^m1$/);
  });

  it('given free text allowed, Enter should add the typed value as a tag', async () => {
    render(<Multi allowFreeText />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Material' }), 'Kettensäge{Enter}');
    expect(screen.getByRole('status', { name: 'Auswahl' })).toHaveTextContent('m1,Kettensäge');
    expect(screen.getByRole('button', { name: 'Kettensäge entfernen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Material' })).toHaveValue('');
  });
});

describe('Dropdown accessibility', () => {
  it('should be labelled, show required and error, and have no axe violations open or closed', async () => {
    const { container } = render(
      <>
        <Dropdown label="Rolle" options={roles} required error="Pflichtfeld" />
        <Dropdown multiple label="Material" options={materials} defaultValue={['m1']} removeTagLabel={removeTagLabel} />
      </>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Rolle' });
    expect(combobox).toBeRequired();
    expect(combobox).toHaveAccessibleDescription('Pflichtfeld');
    await expectNoAxeViolations(container);
    await userEvent.click(combobox);
    await expectNoAxeViolations(container);
    await userEvent.type(combobox, 'xyz');
    await expectNoAxeViolations(container);
  });

  it('given disabled, should not open', async () => {
    render(<Dropdown label="Rolle" options={roles} disabled />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Rolle' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('Dropdown with many options', () => {
  const hydrants: DropdownOption[] = Array.from({ length: 5000 }, (_, i) => ({ value: `h${i}`, label: `Hydrant Lindenallee ${i + 1}` }));

  it('should render only the options in view, yet reach the last one with the keyboard and choose it', async () => {
    // jsdom does no layout; give the list the height a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(250);
    const onChange = vi.fn();
    render(<Dropdown label="Hydrant" options={hydrants} onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Hydrant' });
    await userEvent.click(combobox);
    const rendered = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[0]).toHaveAttribute('aria-setsize', '5000');
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{ArrowUp}{ArrowDown}');
    const active = combobox.getAttribute('aria-activedescendant');
    expect(active).not.toBeNull();
    expect(document.getElementById(active ?? '')).toHaveTextContent('Hydrant Lindenallee 5000');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('h4999');
  });

  it('should still find an option far down the list by typing', async () => {
    render(<Dropdown label="Hydrant" options={hydrants} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Hydrant' }), 'lindenallee 4711');
    expect(optionNames()).toEqual(['Hydrant Lindenallee 4711']);
  });
});

describe('Dropdown inside a scrolling container', () => {
  it('should place the open list fixed under the field, so the container does not clip it', async () => {
    render(
      <div style={{ overflow: 'auto', height: 120 }}>
        <Dropdown label="Rolle" options={roles} />
      </div>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Rolle' });
    const control = combobox.parentElement as HTMLElement;
    vi.spyOn(control, 'getBoundingClientRect').mockReturnValue({ top: 100, bottom: 140, left: 24, right: 324, width: 300, height: 40, x: 24, y: 100, toJSON: () => ({}) });
    await userEvent.click(combobox);
    const popup = screen.getByRole('listbox').parentElement as HTMLElement;
    expect(popup).toHaveStyle({ position: 'fixed', top: '144px', left: '24px', width: '300px' });
  });

  it('given no room below the field, should open the list upwards', async () => {
    render(<Dropdown label="Rolle" options={roles} />);
    const combobox = screen.getByRole('combobox', { name: 'Rolle' });
    const control = combobox.parentElement as HTMLElement;
    const top = window.innerHeight - 60;
    vi.spyOn(control, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 40, left: 24, right: 324, width: 300, height: 40, x: 24, y: top, toJSON: () => ({}) });
    await userEvent.click(combobox);
    const popup = screen.getByRole('listbox').parentElement as HTMLElement;
    expect(popup).toHaveStyle({ position: 'fixed', bottom: '64px' });
  });
});
