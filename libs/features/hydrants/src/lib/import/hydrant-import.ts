import {
  DEFAULT_DURCHMESSER,
  DEFAULT_HYDRANT_TYPE,
  DEFAULT_VERTEILER_LEITUNG,
  DURCHMESSER,
  HYDRANT_STATUSES,
  HYDRANT_TYPES,
  HydrantCreate,
  HydrantImportRow,
  VERTEILER_LEITUNGEN,
} from '@rescue-admin/api-contract';
import type { ImportConfig, ImportField } from '@rescue-admin/crud-kit';

/**
 * How a hydrant register's columns and words become hydrants. Pure data and the contract's schema:
 * the page and the import worker both use it. Headers and values are compared without case,
 * umlauts, spaces or punctuation („Länge“ = „laenge“, „DN 150“ = „dn150“).
 */
const SPEC_FIELDS: readonly ImportField[] = [
    { key: 'name', label: 'hydrants:fields.name', kind: 'text', headers: ['Name', 'Bezeichnung', 'Hydrant', 'Hydrantenname', 'Hydrantennummer'] },
    { key: 'description', label: 'hydrants:fields.description', kind: 'text', headers: ['Beschreibung', 'Bemerkung', 'Bemerkungen', 'Standortbeschreibung', 'Notiz'] },
    {
      key: 'durchmesser',
      label: 'hydrants:fields.durchmesser',
      kind: 'enum',
      headers: ['Durchmesser', 'DN', 'Nennweite', 'Nenndurchmesser'],
      values: DURCHMESSER,
      valueLabels: ['hydrants:enums.durchmesser', 'hydrants:durchmesserShort'],
      aliases: { MM_150: ['150', 'DN 150', '150 mm'], MM_300: ['300', 'DN 300', '300 mm'] },
      emptyValue: DEFAULT_DURCHMESSER,
    },
    {
      key: 'type',
      label: 'hydrants:fields.type',
      kind: 'enum',
      headers: ['Typ', 'Art', 'Hydrantentyp', 'Hydrantenart', 'Bauart'],
      values: HYDRANT_TYPES,
      valueLabels: ['hydrants:enums.type'],
      aliases: { UEBERFLURHYDRANT: ['Überflur', 'Oberflurhydrant', 'Oberflur'], UNTERFLURHYDRANT: ['Unterflur'], NONE: ['keine', 'unbekannt'] },
      emptyValue: DEFAULT_HYDRANT_TYPE,
    },
    {
      key: 'verteilerLeitung',
      label: 'hydrants:fields.verteilerLeitung',
      kind: 'enum',
      headers: ['Leitung', 'Verteilerleitung', 'Leitungsart', 'Leitungstyp'],
      values: VERTEILER_LEITUNGEN,
      valueLabels: ['hydrants:enums.verteilerLeitung'],
      aliases: { RINGLEITUNG: ['Ring'], STICHLEITUNG: ['Stich'], NONE: ['keine', 'unbekannt'] },
      emptyValue: DEFAULT_VERTEILER_LEITUNG,
    },
    { key: 'lat', label: 'common:fields.lat', kind: 'number', headers: ['Breite', 'Lat', 'Breitengrad', 'Latitude', 'Geographische Breite'] },
    { key: 'lon', label: 'common:fields.lon', kind: 'number', headers: ['Länge', 'Lon', 'Lng', 'Längengrad', 'Longitude', 'Geographische Länge'] },
];

/** The columns SPEC §3 names: what a service without inspections takes. */
export const HYDRANT_IMPORT_SPEC: ImportConfig = { schema: HydrantCreate, fields: SPEC_FIELDS };

/**
 * With inspections (apps/api): also the last inspection's day and the status it found, sent as
 * `lastInspection` / `inspectionStatus` (the server records them as an inspection; both or neither).
 */
export const HYDRANT_IMPORT: ImportConfig = {
  schema: HydrantImportRow,
  fields: [
    ...SPEC_FIELDS,
    { key: 'lastInspection', label: 'hydrants:fields.lastInspection', kind: 'date', headers: ['Letzte Prüfung', 'Prüfdatum', 'Geprüft am', 'Letzte Kontrolle', 'Prüfung'] },
    {
      key: 'inspectionStatus',
      label: 'hydrants:fields.inspectionStatus',
      kind: 'enum',
      headers: ['Status', 'Zustand', 'Prüfstatus', 'Betriebszustand'],
      values: HYDRANT_STATUSES,
      valueLabels: ['hydrants:enums.inspectionStatus'],
      aliases: { IN_BETRIEB: ['in Ordnung', 'OK', 'betriebsbereit'], EINGESCHRAENKT: ['mit Mängeln', 'Mängel', 'eingeschraenkt'], AUSSER_BETRIEB: ['defekt', 'gesperrt', 'ausser Betrieb'] },
    },
  ],
};
