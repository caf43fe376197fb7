import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { FormActions } from '../form-field/form-field';
import { AddressFields } from './address-fields';

const labels = {
  street: 'Straße',
  number: 'Hausnummer',
  zip: 'PLZ',
  city: 'Ort',
  additionalInfo: 'Zusatz',
  lat: 'Breitengrad',
  lon: 'Längengrad',
};

const noop = { onChange: () => undefined };

const meta = {
  title: 'Forms/AddressFields',
  component: AddressFields,
  args: {
    legend: 'Adresse',
    labels,
    fields: {
      street: { ...noop, defaultValue: 'Hauptstraße' },
      number: { ...noop, defaultValue: '5' },
      zip: { ...noop, defaultValue: '12345' },
      city: { ...noop, defaultValue: 'Musterstadt' },
      additionalInfo: noop,
      lat: { ...noop, defaultValue: 52.52 },
      lon: { ...noop, defaultValue: 13.405 },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof AddressFields>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Customers: an address without coordinates. */
export const WithoutCoordinates: Story = {
  args: {
    fields: { street: noop, number: noop, zip: noop, city: noop, additionalInfo: noop },
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    fields: { street: noop, number: noop, zip: noop, city: noop, additionalInfo: noop, lat: noop, lon: noop },
    errors: { street: 'Pflichtfeld', number: 'Pflichtfeld', zip: 'Pflichtfeld', city: 'Pflichtfeld' },
  },
};

interface StagingRoomValues {
  address: { street: string; number: string; zip: string; city: string; additionalInfo: string };
  lat: number;
  lon: number;
}

/**
 * How a feature uses it: pass `register(...)` per field and the messages from formState.errors.
 * (Features validate with zod through @hookform/resolvers; plain rules keep this story short.)
 */
export const WithReactHookForm: Story = {
  render: () => {
    function StagingRoomForm() {
      const {
        register,
        handleSubmit,
        formState: { errors },
      } = useForm<StagingRoomValues>({
        defaultValues: { address: { street: '', number: '', zip: '', city: '', additionalInfo: '' }, lat: 0, lon: 0 },
      });
      return (
        <form onSubmit={handleSubmit(() => undefined)} noValidate aria-label="Bereitstellungsraum">
          <AddressFields
            legend="Adresse"
            labels={labels}
            fields={{
              street: register('address.street', { required: 'Pflichtfeld' }),
              number: register('address.number', { required: 'Pflichtfeld' }),
              zip: register('address.zip', { required: 'Pflichtfeld' }),
              city: register('address.city', { required: 'Pflichtfeld' }),
              additionalInfo: register('address.additionalInfo'),
              lat: register('lat', { valueAsNumber: true }),
              lon: register('lon', { valueAsNumber: true }),
            }}
            errors={{
              street: errors.address?.street?.message,
              number: errors.address?.number?.message,
              zip: errors.address?.zip?.message,
              city: errors.address?.city?.message,
            }}
          />
          <FormActions submitLabel="Speichern" />
        </form>
      );
    }
    return <StagingRoomForm />;
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
