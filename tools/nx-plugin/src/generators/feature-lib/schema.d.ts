/** Options of the feature-lib generator; mirrors schema.json. */
export interface FeatureLibGeneratorSchema {
  /** Feature id in kebab-case, e.g. 'hydrants'. */
  name: string;
  /** Base route, e.g. '/hydrant'. @default '/<name>' */
  route?: string;
  /** German menu title (and page heading unless pageTitle is given). @default the name, capitalised ('Vehicles') */
  title?: string;
  /** German page heading. @default title */
  pageTitle?: string;
  /** One German sentence describing the area. */
  description?: string;
  /** A lucide-react export name, e.g. 'Droplets'. @default 'Box' */
  icon?: string;
  /** Menu position; lower comes first. @default 90 (after the eight areas) */
  order?: number;
  /** Roles that may list the records and read their history (a list, or comma-separated). @default nobody */
  readers?: string | string[];
  /** Roles that may create, update and delete the records (a list, or comma-separated). @default nobody */
  writers?: string | string[];
}
