import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ComponentType } from 'react';
import { Dropdown } from './dropdown';
import type { DropdownOption, SingleDropdownProps } from './dropdown-props';

const roles: DropdownOption[] = [
  { value: 'SUPER_ADMIN', label: 'Super-Administrator' },
  { value: 'ADMIN', label: 'Administrator' },
  { value: 'UNIT_ADMIN', label: 'Einheiten-Administrator' },
  { value: 'SUPER_USER', label: 'Super-Benutzer' },
  { value: 'USER', label: 'Benutzer' },
  { value: 'UNIT_USER', label: 'Einheiten-Benutzer', disabled: true },
];

const materials: DropdownOption[] = Array.from({ length: 20 }, (_, index) => ({
  value: `m${index + 1}`,
  label: ['Atemschutzgerät', 'Schlauch B', 'Schlauch C', 'Strahlrohr', 'Verteiler', 'Wärmebildkamera', 'Hebekissen', 'Rettungsschere'][index % 8] + (index >= 8 ? ` ${Math.floor(index / 8) + 1}` : ''),
}));

const meta = {
  title: 'Forms/Dropdown',
  // The props are a union (single | multiple); the controls show the single-select props.
  component: Dropdown as ComponentType<SingleDropdownProps>,
  args: { label: 'Rolle', options: roles, placeholder: 'Rolle wählen' },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<SingleDropdownProps>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: 'ADMIN' } };

/** No options at all: opening it shows the spec's empty text. */
export const Empty: Story = {
  args: { options: [], label: 'Einsatz', placeholder: 'Kein aktiver Einsatz' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await expect(within(canvasElement).getByText('Keine Einträge gefunden.')).toBeInTheDocument();
  },
};

/** Opened, with the list limited to 250px. */
export const Open: Story = {
  args: { options: materials, label: 'Material', placeholder: 'Material suchen' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
  },
};

/** Multi-select: chosen values are tags; Backspace in the empty search removes the last one. */
export const Multiple: Story = {
  render: () => (
    <Dropdown
      multiple
      label="Material"
      options={materials}
      defaultValue={['m1', 'm4']}
      removeTagLabel={(label) => `${label} entfernen`}
      placeholder="Material suchen"
    />
  ),
};

export const FreeText: Story = {
  args: { allowFreeText: true, label: 'Fahrzeugtyp', options: [{ value: 'hlf', label: 'HLF 20' }], hint: 'Neue Typen mit Enter übernehmen.' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'ADMIN' } };

export const ErrorState: Story = { name: 'Error', args: { required: true, error: 'Pflichtfeld' } };

export const Mobile: Story = { args: { required: true }, globals: { viewport: { value: 'mobile' } } };
