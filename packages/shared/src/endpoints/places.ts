import { placesResponse } from '../schemas/places';
import { defineEndpoint } from './endpoint';

// The gazetteer of the place pickers (issue 28, decision 0047), public like GET fields.

export const listPlaces = defineEndpoint({
  method: 'GET',
  path: '/places',
  access: 'public',
  summary: 'The atolls, their islands and the places that are no atoll, for the place pickers',
  tags: ['public'],
  response: { 200: placesResponse },
});
