import type { PlacesResponse } from '@portal/shared/schemas/places';

/**
 * A small GET places answer for the place picker's tests: an atoll whose island has an apostrophe, Baa,
 * Malé City and Seenu (whose official name is Addu City).
 */
export const PLACES: PlacesResponse = {
  status: 200,
  message: 'Places',
  data: {
    atolls: [
      {
        code: 'HDh',
        name: 'Haa Dhaalu',
        official_name: 'South Thiladhunmathi',
        iso: 'MV-23',
        centre: { lat: 6.7, lng: 73.1 },
        islands: ["Hon'daidhoo", 'Kulhudhuffushi City'],
      },
      {
        code: 'B',
        name: 'Baa',
        official_name: 'South Maalhosmadulu',
        iso: 'MV-20',
        centre: { lat: 5.1, lng: 73.0 },
        islands: ['Eydhafushi', 'Thulhaadhoo'],
      },
      {
        code: 'MLE',
        name: 'Malé City',
        official_name: 'Malé City',
        iso: 'MV-MLE',
        centre: { lat: 4.18, lng: 73.51 },
        islands: ['Malé', 'Hulhumalé'],
      },
      {
        code: 'S',
        name: 'Seenu',
        official_name: 'Addu City',
        iso: 'MV-01',
        centre: { lat: -0.63, lng: 73.15 },
        islands: ['Feydhoo', 'Hithadhoo'],
      },
    ],
    special: ['Anywhere in Maldives', 'Overseas'],
  },
};
