import { MaterialCreate } from '@rescue-admin/api-contract';
import type { ImportConfig } from '@rescue-admin/crud-kit';

/** A material list from a spreadsheet: one column of names. Used by the page and the import worker. */
export const MATERIAL_IMPORT: ImportConfig = {
  schema: MaterialCreate,
  fields: [{ key: 'name', label: 'materials:fields.name', kind: 'text', headers: ['Name', 'Material', 'Bezeichnung', 'Materialname', 'Gerät'] }],
};
