import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils';
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

interface StagingForm {
  address: { street: string; number: string; zip: string; city: string; additionalInfo: string };
  lat: number;
  lon: number;
}

function StagingRoomForm({ onSubmit }: { onSubmit: (values: StagingForm) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StagingForm>({
    defaultValues: { address: { street: '', number: '', zip: '', city: '', additionalInfo: '' }, lat: 0, lon: 0 },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
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
      <button type="submit">Speichern</button>
    </form>
  );
}

describe('AddressFields', () => {
  it('should mark the spec-required fields and leave additional info optional', () => {
    render(<StagingRoomForm onSubmit={vi.fn()} />);
    for (const name of ['Straße', 'Hausnummer', 'PLZ', 'Ort']) expect(screen.getByRole('textbox', { name })).toBeRequired();
    expect(screen.getByRole('spinbutton', { name: 'Breitengrad' })).toBeRequired();
    expect(screen.getByRole('spinbutton', { name: 'Längengrad' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Zusatz' })).not.toBeRequired();
    expect(screen.getByRole('group', { name: 'Adresse' })).toBeInTheDocument();
  });

  it("should send what the user typed through react-hook-form's register", async () => {
    const onSubmit = vi.fn();
    render(<StagingRoomForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Straße' }), 'Hauptstraße');
    await userEvent.type(screen.getByRole('textbox', { name: 'Hausnummer' }), '5a');
    await userEvent.type(screen.getByRole('textbox', { name: 'PLZ' }), '12345');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ort' }), 'Musterstadt');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Breitengrad' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Breitengrad' }), '52.52');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Längengrad' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Längengrad' }), '-13.4');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { address: { street: 'Hauptstraße', number: '5a', zip: '12345', city: 'Musterstadt', additionalInfo: '' }, lat: 52.52, lon: -13.4 },
        expect.anything(),
      ),
    );
  });

  it('should show the errors on their fields', async () => {
    render(<StagingRoomForm onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const street = await screen.findByRole('textbox', { name: 'Straße' });
    await vi.waitFor(() => expect(street).toHaveAccessibleDescription('Pflichtfeld'));
    expect(street).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Zusatz' })).not.toBeInvalid();
  });

  it('given no coordinate fields, should show the address only (customers)', () => {
    const noop = { name: 'x', onChange: () => undefined };
    render(<AddressFields labels={labels} fields={{ street: noop, number: noop, zip: noop, city: noop }} />);
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Zusatz' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
  });

  it('given coordinates without rules of their own, should offer their ranges; given rules, should use those', () => {
    const noop = { name: 'x', onChange: () => undefined };
    const address = { street: noop, number: noop, zip: noop, city: noop };
    const { unmount } = render(<AddressFields labels={labels} fields={{ ...address, lat: noop, lon: noop }} />);
    expect(screen.getByRole('spinbutton', { name: 'Breitengrad' })).toHaveAttribute('min', '-90');
    expect(screen.getByRole('spinbutton', { name: 'Längengrad' })).toHaveAttribute('max', '180');
    unmount();

    render(<AddressFields labels={labels} fields={{ ...address, street: { ...noop, maxLength: 200 }, lat: { ...noop, min: 47, max: 55, step: 1 }, lon: noop }} />);
    const lat = screen.getByRole('spinbutton', { name: 'Breitengrad' });
    expect(lat).toHaveAttribute('min', '47');
    expect(lat).toHaveAttribute('max', '55');
    expect(lat).toHaveAttribute('step', '1');
    expect(screen.getByRole('textbox', { name: 'Straße' })).toHaveAttribute('maxlength', '200');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<StagingRoomForm onSubmit={vi.fn()} />);
    await expectNoAxeViolations(container);
  });
});
