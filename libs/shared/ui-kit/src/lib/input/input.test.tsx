import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils';
import { Input } from './input';
import { cutDateYear, matchesAccept } from './input-rules';

describe('Input', () => {
  describe('given a label, hint and error', () => {
    it('should be named by the label and described by error and hint', () => {
      render(<Input label="Name" hint="Wie auf dem Schild" error="Pflichtfeld" />);
      const input = screen.getByRole('textbox', { name: 'Name' });
      expect(input).toHaveAccessibleDescription('Pflichtfeld Wie auf dem Schild');
      expect(input).toHaveAttribute('aria-invalid', 'true');
    });

    it('should not be invalid without an error', () => {
      render(<Input label="Name" />);
      expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    });
  });

  describe('given required', () => {
    it('should show an asterisk on the label and mark the field required', () => {
      render(<Input label="Name" required />);
      const input = screen.getByRole('textbox', { name: 'Name' });
      expect(input).toBeRequired();
      expect(screen.getByText('*')).toBeVisible();
    });

    it('given a hidden label, should put the asterisk on the placeholder', () => {
      render(<Input label="Name" required hideLabel placeholder="Name" />);
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('placeholder', 'Name *');
    });
  });

  describe('given type number', () => {
    it('should step by 1 by default', () => {
      render(<Input type="number" label="Sitzplätze" />);
      expect(screen.getByRole('spinbutton', { name: 'Sitzplätze' })).toHaveAttribute('step', '1');
    });

    it('given min 0, should ignore the minus key and keep the minimum', async () => {
      render(<Input type="number" label="Menge" min={0} />);
      const input = screen.getByRole('spinbutton', { name: 'Menge' });
      await userEvent.type(input, '-5');
      expect(input).toHaveValue(5);
      expect(input).toHaveAttribute('min', '0');
    });

    it('given a negative minimum, should accept negative numbers', async () => {
      render(<Input type="number" label="Längengrad" min={-180} step="any" />);
      const input = screen.getByRole('spinbutton', { name: 'Längengrad' });
      await userEvent.type(input, '-7.5');
      expect(input).toHaveValue(-7.5);
    });
  });

  describe('given type date', () => {
    it('should cut a year typed with five digits to four', async () => {
      const onChange = vi.fn();
      render(<Input type="date" label="Prüfdatum" onChange={onChange} />);
      const input = screen.getByLabelText('Prüfdatum');
      await userEvent.type(input, '20245-01-31');
      expect(input).toHaveValue('2024-01-31');
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ target: input }));
    });

    it('should turn ISO min and max into date bounds', () => {
      render(<Input type="date" label="Prüfdatum" min="2024-01-01T00:00:00.000Z" max="2026-12-31" />);
      const input = screen.getByLabelText('Prüfdatum');
      expect(input).toHaveAttribute('min', '2024-01-01');
      expect(input).toHaveAttribute('max', '2026-12-31');
    });
  });

  describe('given type file with imagesOnly', () => {
    const png = new File(['png'], 'wappen.png', { type: 'image/png' });
    const pdf = new File(['pdf'], 'handbuch.pdf', { type: 'application/pdf' });

    it('should accept an image and report it', async () => {
      const onFilesChange = vi.fn();
      render(<Input type="file" label="Symbolbild" imagesOnly invalidFileMessage="Nur Bilder" onFilesChange={onFilesChange} />);
      const input = screen.getByLabelText('Symbolbild');
      expect(input).toHaveAttribute('accept', 'image/*');
      await userEvent.upload(input, png);
      expect(onFilesChange).toHaveBeenCalledWith([png]);
      expect(screen.queryByText('Nur Bilder')).not.toBeInTheDocument();
    });

    it('should reject another file with the message and not report it', async () => {
      const onFilesChange = vi.fn();
      const onChange = vi.fn();
      render(
        <Input type="file" label="Symbolbild" imagesOnly invalidFileMessage="Nur Bilder" onFilesChange={onFilesChange} onChange={onChange} />,
      );
      const input = screen.getByLabelText('Symbolbild');
      // The user chose "all files" in the picker, so the browser's accept filter did not apply.
      await userEvent.upload(input, pdf, { applyAccept: false });
      expect(onFilesChange).not.toHaveBeenCalled();
      expect(onChange).not.toHaveBeenCalled();
      expect(input).toHaveAccessibleDescription('Nur Bilder');
      expect(input).toHaveAttribute('aria-invalid', 'true');
    });
  });

  it('given type color, should be labelled', () => {
    render(<Input type="color" label="Farbe" defaultValue="#c8102e" />);
    expect(screen.getByLabelText('Farbe')).toHaveValue('#c8102e');
  });

  it("should work with react-hook-form's register", async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ name: string; seats: number }>({ defaultValues: { name: '', seats: 0 } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Input label="Name" {...register('name')} />
          <Input type="number" label="Sitzplätze" min={0} {...register('seats', { valueAsNumber: true })} />
          <button type="submit">Speichern</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'HLF 20');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Sitzplätze' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Sitzplätze' }), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'HLF 20', seats: 9 }, expect.anything()));
  });

  it('should have no axe violations in every type', async () => {
    const { container } = render(
      <>
        <Input label="Name" required hint="Hinweis" error="Pflichtfeld" />
        <Input type="number" label="Menge" min={0} />
        <Input type="date" label="Datum" />
        <Input type="color" label="Farbe" />
        <Input type="file" label="Datei" imagesOnly />
        <Input label="Versteckt" hideLabel placeholder="Suchen" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('input rules', () => {
  it.each([
    ['20245-01-31', '2024-01-31'],
    ['202456-12-01', '2024-12-01'],
    ['2024-01-31', '2024-01-31'],
    ['', ''],
  ])('cutDateYear(%s) should be %s', (value, expected) => {
    expect(cutDateYear(value)).toBe(expected);
  });

  it('matchesAccept should understand extensions, exact types and wildcards', () => {
    const png = new File([''], 'a.PNG', { type: 'image/png' });
    expect(matchesAccept(png, '.png')).toBe(true);
    expect(matchesAccept(png, 'image/png')).toBe(true);
    expect(matchesAccept(png, 'image/*')).toBe(true);
    expect(matchesAccept(png, 'application/pdf, .jpg')).toBe(false);
    expect(matchesAccept(png, undefined)).toBe(true);
  });
});
