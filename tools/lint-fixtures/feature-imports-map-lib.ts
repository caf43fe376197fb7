// What a feature may use for a map: the shared map lib (loaded lazily on the map routes).
import type { MapPoint } from '@rescue-admin/map';

export type Fixture = MapPoint;
