import type { EndpointHandlers } from '../http/endpoints';
import { notFound } from '../http/errors';
import type { HandlerServices } from '../services';

export function geocodingHandlers(s: HandlerServices): Pick<EndpointHandlers, 'geocoding.search'> {
  return {
    'geocoding.search': async ({ query }) => {
      const result = await s.geocoder.geocode(query.search);
      if (!result) throw notFound('Address', 'search');
      return result;
    },
  };
}
