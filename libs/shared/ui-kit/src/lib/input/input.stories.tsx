import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { label: 'Name', placeholder: 'z. B. Hydrant Marktplatz' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Input>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { required: true } };

export const WithHint: Story = { args: { hint: 'Der Name erscheint in der Einsatzübersicht.' } };

export const ErrorState: Story = { name: 'Error', args: { required: true, error: 'Pflichtfeld' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Hydrant Marktplatz' } };

export const NumberInput: Story = { args: { type: 'number', label: 'Menge', min: 0, defaultValue: 1, placeholder: undefined } };

export const DateInput: Story = {
  args: { type: 'date', label: 'Prüfdatum', min: '2020-01-01', max: '2030-12-31', placeholder: undefined },
};

export const ColorInput: Story = { args: { type: 'color', label: 'Farbe', defaultValue: '#c8102e', placeholder: undefined } };

export const FileInput: Story = {
  args: {
    type: 'file',
    label: 'Symbolbild',
    imagesOnly: true,
    invalidFileMessage: 'Bitte wählen Sie eine Bilddatei.',
    placeholder: undefined,
  },
};

export const Mobile: Story = { args: { required: true }, globals: { viewport: { value: 'mobile' } } };
