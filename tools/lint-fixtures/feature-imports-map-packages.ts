// A feature hands points to @rescue-admin/map; it never draws a map itself.
import * as leaflet from 'leaflet';
import * as reactLeaflet from 'react-leaflet';
import Supercluster from 'supercluster';

export const fixture: unknown[] = [leaflet, reactLeaflet, Supercluster];
