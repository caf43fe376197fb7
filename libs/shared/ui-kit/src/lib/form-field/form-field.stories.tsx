import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FormActions, FormField } from './form-field';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Beschreibung',
    hint: 'Wo genau steht der Hydrant?',
    children: (control) => <textarea {...control} rows={3} style={{ font: 'inherit', padding: 8 }} />,
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof FormField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Any control can sit in a FormField; it receives id and ARIA wiring. */
export const Default: Story = {};

export const Required: Story = { args: { required: true } };

export const ErrorState: Story = { name: 'Error', args: { required: true, error: 'Pflichtfeld' } };

/** The button row at the end of every form. */
export const Actions: Story = {
  render: () => <FormActions submitLabel="Speichern" cancelLabel="Abbrechen" onCancel={fn()} />,
};

export const Submitting: Story = {
  name: 'Loading',
  render: () => <FormActions submitLabel="Speichern" cancelLabel="Abbrechen" onCancel={fn()} submitting />,
};

export const Mobile: Story = {
  render: () => <FormActions submitLabel="Speichern" cancelLabel="Abbrechen" onCancel={fn()} />,
  globals: { viewport: { value: 'mobile' } },
};
