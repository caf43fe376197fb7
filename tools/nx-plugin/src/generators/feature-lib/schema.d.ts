/** Options of the feature-lib generator; mirrors schema.json. */
export interface FeatureLibGeneratorSchema {
  /** Feature id in kebab-case, e.g. 'hydrants'. */
  name: string;
  /** Base route, e.g. '/hydrant'. */
  route: string;
  /** German menu title (and page heading unless pageTitle is given). */
  title: string;
  /** German page heading. @default title */
  pageTitle?: string;
  /** One German sentence describing the area. */
  description?: string;
  /** A lucide-react export name, e.g. 'Droplets'. */
  icon: string;
  /** Menu position; lower comes first. */
  order: number;
}
