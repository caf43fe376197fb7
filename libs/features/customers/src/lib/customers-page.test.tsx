import type { Customer, CustomerCreate, CustomerUpdate } from '@rescue-admin/api-contract';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { aCustomer, anAddress } from '@rescue-admin/api-contract/testing';
import { createTestI18n } from '@rescue-admin/i18n/testing';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { customersFeature } from '../index';
import * as stories from './customers-page.stories';

const { Default: DefaultStory, Edit: EditStory } = composeStories(stories);

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let customers: Customer[];
beforeEach(() => {
  customers = [
    aCustomer({ uid: 'fw-musterstadt', name: 'Feuerwehr Musterstadt', kennung: 'FW-MS', userAmount: 12, address: anAddress({ street: 'Florianstraße', number: '1', zip: '12345', city: 'Musterstadt' }) }),
    aCustomer({ uid: 'thw-beispiel', name: 'THW Beispielburg', kennung: 'THW-BB', userAmount: 4, address: anAddress({ street: 'Am Hafen', number: '7', zip: '54321', city: 'Beispielburg' }) }),
  ];
  // The list handler always answers with the current server state, so a refetch shows changes.
  server.use(http.get(testUrl('customer.all'), () => HttpResponse.json(customers)));
});

const open = (url = '/customer') => renderFeature(customersFeature, url);
const table = () => screen.findByRole('table', { name: 'Kundenverwaltung' });
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

describe('customers screen', () => {
  describe('given customers exist', () => {
    it('should list them with kennung, user count and address', async () => {
      await open();

      expect(screen.getByRole('heading', { level: 1, name: 'Kundenverwaltung' })).toBeInTheDocument();
      const row = await rowOf('Feuerwehr Musterstadt');
      expect(within(row).getByRole('cell', { name: 'FW-MS' })).toBeInTheDocument();
      expect(within(row).getByRole('cell', { name: '12' })).toBeInTheDocument();
      expect(within(row).getByRole('cell', { name: 'Florianstraße 1, 12345 Musterstadt' })).toBeInTheDocument();
      expect(within(await table()).getAllByRole('row')).toHaveLength(3);
    });

    it('should keep the search in the URL, so a reload shows the same rows', async () => {
      const { user, currentUrl, unmount } = await open();
      await rowOf('THW Beispielburg');

      await user.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'beispiel');

      expect(currentUrl()).toBe('/customer?q=beispiel');
      expect(screen.queryByRole('cell', { name: 'Feuerwehr Musterstadt' })).not.toBeInTheDocument();
      unmount();

      await open('/customer?q=beispiel');
      expect(await screen.findByRole('cell', { name: 'THW Beispielburg' })).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Suchen' })).toHaveValue('beispiel');
      expect(screen.queryByRole('cell', { name: 'Feuerwehr Musterstadt' })).not.toBeInTheDocument();
    });
  });

  describe('when the administrator exports the list', () => {
    it('should download the visible rows as German Excel CSV', async () => {
      let file: Blob | undefined;
      // jsdom has no object URLs; the download itself is the browser's business.
      URL.createObjectURL = vi.fn((blob: Blob) => {
        file = blob;
        return 'blob:kunden';
      });
      URL.revokeObjectURL = vi.fn();
      const { user } = await open('/customer?q=beispiel');
      await rowOf('THW Beispielburg');

      await user.click(screen.getByRole('button', { name: 'CSV exportieren' }));

      const bytes = new Uint8Array(await (file as Blob).arrayBuffer());
      // UTF-8 with BOM, ';'-separated: what German Excel opens correctly. Only the searched row.
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes.slice(3))).toBe('Name;Kennung;Anzahl Benutzer;Adresse\r\nTHW Beispielburg;THW-BB;4;Am Hafen 7, 54321 Beispielburg\r\n');
    });
  });

  describe('given no customers exist', () => {
    it('should say so and offer to create one', async () => {
      customers = [];
      const { user, currentUrl } = await open();

      expect(await screen.findByText('Noch keine Kunden angelegt')).toBeInTheDocument();
      const createButtons = screen.getAllByRole('button', { name: 'Neu anlegen' });
      await user.click(createButtons[createButtons.length - 1]);

      expect(currentUrl()).toBe('/customer?form=new');
      expect(screen.getByRole('heading', { name: 'Neuen Kunden anlegen' })).toBeInTheDocument();
    });
  });

  describe('given the list cannot be loaded', () => {
    it('should show an error with a retry that loads the list', async () => {
      let fail = true;
      server.use(http.get(testUrl('customer.all'), () => (fail ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(customers))));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await open();

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Die Daten konnten nicht geladen werden.');
      fail = false;
      await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));

      expect(await screen.findByRole('cell', { name: 'Feuerwehr Musterstadt' })).toBeInTheDocument();
    });
  });

  describe('when the administrator creates a customer', () => {
    it('should send the fields with the defaults, confirm it and show it in the list', async () => {
      let sent: CustomerCreate | undefined;
      server.use(
        http.post(testUrl('customer.create'), async ({ request }) => {
          sent = (await request.json()) as CustomerCreate;
          customers = [...customers, aCustomer({ uid: 'neu', ...sent })];
          return HttpResponse.json('neu');
        }),
      );
      const { user, currentUrl } = await open();
      await rowOf('Feuerwehr Musterstadt');

      await user.click(screen.getByRole('button', { name: 'Neu anlegen' }));
      // Name and Kennung carry an asterisk, which the form explains.
      expect(screen.getByText('Mit * markierte Felder müssen ausgefüllt werden.')).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Feuerwehr Neudorf');
      await user.type(screen.getByRole('textbox', { name: /^Kennung/ }), 'FW-ND');
      await user.type(screen.getByRole('textbox', { name: /^Straße/ }), 'Wachenweg');
      await user.type(screen.getByRole('textbox', { name: /^Hausnummer/ }), '5');
      await user.type(screen.getByRole('textbox', { name: /^PLZ/ }), '11111');
      await user.type(screen.getByRole('textbox', { name: /^Ort/ }), 'Neudorf');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Der Kunde „Feuerwehr Neudorf“ wurde angelegt.')).toBeInTheDocument();
      expect(sent).toEqual({
        name: 'Feuerwehr Neudorf',
        kennung: 'FW-ND',
        userAmount: 0,
        address: { street: 'Wachenweg', number: '5', zip: '11111', city: 'Neudorf', additionalInfo: '' },
      });
      expect(currentUrl()).toBe('/customer');
      expect(await screen.findByRole('cell', { name: 'Feuerwehr Neudorf' })).toBeInTheDocument();
    });

    it('should mark the required fields and send nothing while they are empty', async () => {
      const { user } = await open('/customer?form=new');

      expect(screen.getByRole('textbox', { name: /^Name/ })).toBeRequired();
      await user.click(await screen.findByRole('button', { name: 'Speichern' }));

      for (const label of [/^Name/, /^Kennung/, /^Straße/, /^Hausnummer/, /^PLZ/, /^Ort/]) {
        const field = screen.getByRole('textbox', { name: label });
        expect(field).toBeInvalid();
        expect(field).toHaveAccessibleDescription('Pflichtfeld');
      }
      expect(screen.getByRole('textbox', { name: /^Zusatz/ })).toBeValid();
      // The contract's rules on the inputs: text lengths, a whole number ≥ 0 without an asterisk (SPEC §5).
      expect(screen.getByRole('textbox', { name: /^Kennung/ })).toHaveAttribute('maxlength', '200');
      expect(screen.getByRole('textbox', { name: /^Zusatz/ })).toHaveAttribute('maxlength', '2000');
      const userAmount = screen.getByRole('spinbutton', { name: /^Anzahl Benutzer/ });
      expect(userAmount).toHaveAttribute('min', '0');
      expect(userAmount).not.toBeRequired();
      // No request handler for customer.create exists: a request would fail the test.
    });

    it('given the server rejects a field should show it on that field and keep the input', async () => {
      server.use(
        http.post(testUrl('customer.create'), () =>
          HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'Validation failed', fieldErrors: { kennung: 'duplicate' } }, { status: 400 }),
        ),
      );
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user, currentUrl } = await open('/customer?form=new');
      await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Feuerwehr Doppelt');
      await user.type(screen.getByRole('textbox', { name: /^Kennung/ }), 'FW-MS');
      await user.type(screen.getByRole('textbox', { name: /^Straße/ }), 'Weg');
      await user.type(screen.getByRole('textbox', { name: /^Hausnummer/ }), '1');
      await user.type(screen.getByRole('textbox', { name: /^PLZ/ }), '12345');
      await user.type(screen.getByRole('textbox', { name: /^Ort/ }), 'Musterstadt');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      const kennung = screen.getByRole('textbox', { name: /^Kennung/ });
      await waitFor(() => expect(kennung).toHaveAccessibleDescription('Dieser Wert ist bereits vergeben'));
      expect(screen.getByRole('alert')).toHaveTextContent('Der Kunde konnte nicht angelegt werden. Bitte prüfen Sie die markierten Felder.');
      expect(kennung).toHaveValue('FW-MS');
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Feuerwehr Doppelt');
      expect(currentUrl()).toBe('/customer?form=new');
    });
  });

  describe('when the administrator edits a customer', () => {
    it('should open the form filled in, send the record with its uid and show the change', async () => {
      let sent: CustomerUpdate | undefined;
      server.use(
        http.post(testUrl('customer.update'), async ({ request }) => {
          sent = (await request.json()) as CustomerUpdate;
          customers = customers.map((c) => (c.uid === sent?.uid ? { ...c, ...sent } : c));
          return HttpResponse.json(sent);
        }),
      );
      const { user, currentUrl } = await open();

      await user.click(await screen.findByRole('cell', { name: 'THW Beispielburg' }));
      expect(currentUrl()).toBe('/customer?edit=thw-beispiel');
      const amount = screen.getByRole('spinbutton', { name: /^Anzahl Benutzer/ });
      expect(amount).toHaveValue(4);
      await user.clear(amount);
      await user.type(amount, '9');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Die Änderungen am Kunden „THW Beispielburg“ wurden gespeichert.')).toBeInTheDocument();
      expect(sent).toMatchObject({ uid: 'thw-beispiel', name: 'THW Beispielburg', kennung: 'THW-BB', userAmount: 9 });
      const row = await rowOf('THW Beispielburg');
      await waitFor(() => expect(within(row).getByRole('cell', { name: '9' })).toBeInTheDocument());
    });

    it('given the update fails should say so, keep the input and leave the list unchanged', async () => {
      server.use(http.post(testUrl('customer.update'), () => new HttpResponse(null, { status: 500 })));
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await open('/customer?edit=thw-beispiel');

      const name = await screen.findByRole('textbox', { name: /^Name/ });
      await user.clear(name);
      await user.type(name, 'THW Umbenannt');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Die Änderungen am Kunden konnten nicht gespeichert werden.');
      expect(name).toHaveValue('THW Umbenannt');
      expect(consoleError).toHaveBeenCalledWith('Customer could not be updated', expect.anything());

      await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
      expect(await screen.findByRole('cell', { name: 'THW Beispielburg' })).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: 'THW Umbenannt' })).not.toBeInTheDocument();
    });

    it('given a link to the customer (the address the area gives), should load the list and show the form filled in', async () => {
      expect(customersFeature.recordUrl('thw-beispiel')).toBe('/customer?edit=thw-beispiel');
      await open(customersFeature.recordUrl('thw-beispiel'));

      expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('THW Beispielburg');
      expect(screen.getByRole('spinbutton', { name: /^Anzahl Benutzer/ })).toHaveValue(4);
    });

    it('given an unknown uid in the URL should say the record was not found', async () => {
      await open(customersFeature.recordUrl('gibt-es-nicht'));

      expect(await screen.findByText(/Der Datensatz wurde nicht gefunden/)).toBeInTheDocument();
    });
  });

  describe('when the administrator deletes a customer', () => {
    it('should ask naming the customer and, once confirmed, delete it', async () => {
      let deletedUid: string | null = null;
      server.use(
        http.get(testUrl('customer.delete'), ({ request }) => {
          deletedUid = new URL(request.url).searchParams.get('customerUid');
          customers = customers.filter((c) => c.uid !== deletedUid);
          return HttpResponse.json(true);
        }),
      );
      const { user } = await open();

      await user.click(within(await rowOf('THW Beispielburg')).getByRole('button', { name: 'Löschen' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Kunden löschen?' });
      expect(dialog).toHaveTextContent('Möchten Sie den Kunden „THW Beispielburg“ wirklich löschen?');
      await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));

      expect(await screen.findByText('Der Kunde „THW Beispielburg“ wurde gelöscht.')).toBeInTheDocument();
      expect(deletedUid).toBe('thw-beispiel');
      await waitFor(() => expect(screen.queryByRole('cell', { name: 'THW Beispielburg' })).not.toBeInTheDocument());
    });

    it('should delete nothing when the administrator cancels', async () => {
      const { user } = await open();

      await user.click(within(await rowOf('THW Beispielburg')).getByRole('button', { name: 'Löschen' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Abbrechen' }));

      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'THW Beispielburg' })).toBeInTheDocument();
      // No handler for customer.delete exists: a request would have failed the test.
    });

    it('given the delete fails should say so and keep the row', async () => {
      server.use(http.get(testUrl('customer.delete'), () => new HttpResponse(null, { status: 500 })));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await open();

      await user.click(within(await rowOf('THW Beispielburg')).getByRole('button', { name: 'Löschen' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Der Kunde „THW Beispielburg“ konnte nicht gelöscht werden.');
      expect(screen.getByRole('cell', { name: 'THW Beispielburg' })).toBeInTheDocument();
    });
  });

  describe('given the stories (no API behind them)', () => {
    it('Default should show the seeded customers without a request', async () => {
      render(<DefaultStory />);

      expect(await screen.findByRole('cell', { name: 'DRK Kreisverband Nord' })).toBeInTheDocument();
    });

    it('Edit should show the form filled in', async () => {
      render(<EditStory />);

      expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('THW Beispielburg');
    });
  });

  describe('given the shell builds the menu', () => {
    it('should find the German menu title in the feature namespace', () => {
      expect(createTestI18n().t('menu.title', { ns: customersFeature.namespace })).toBe('Kundenverwaltung');
    });
  });

  describe('given a customer whose name and city look like dates (revived into Dates by the HTTP layer)', () => {
    it('should list it by the ISO texts and open it with them in the fields, asking for a better name on save', async () => {
      customers = [
        ...customers,
        aCustomer({ uid: 'alt', name: '2026-01-01T00:00Z', kennung: 'ALT-1', address: anAddress({ street: 'Ring', number: '2', zip: '12345', city: '2026-01-02T10:00+01:00' }) }),
      ];
      const { user } = await open();

      const row = await rowOf('2026-01-01T00:00:00.000Z');
      expect(within(row).getByRole('cell', { name: 'Ring 2, 12345 2026-01-02T09:00:00.000Z' })).toBeInTheDocument();
      await user.click(within(row).getByRole('button', { name: 'Bearbeiten' }));

      expect(screen.getByRole('heading', { level: 2, name: 'Kunden „2026-01-01T00:00:00.000Z“ bearbeiten' })).toBeInTheDocument();
      const name = screen.getByRole('textbox', { name: /^Name/ });
      expect(name).toHaveValue('2026-01-01T00:00:00.000Z');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      expect(name).toHaveAccessibleDescription('Bitte geben Sie hier keinen Zeitstempel (wie „2026-01-01T00:00Z“) ein.');
    });
  });
});
