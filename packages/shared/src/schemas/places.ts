import { z } from 'zod';
import { envelopeWith } from './common';

// GET places (issue 28, decision 0047): the gazetteer the place pickers offer. The readable places a
// client writes are built from it by the shared rules (rules/places.ts formatPlace), never by hand.

/** One atoll (or Malé City) with its inhabited islands (Malé City's wards), in the gazetteer's order. */
export const placesAtoll = z.object({
  /** The letter code (`B` for Baa, `MLE` for Malé City): what a structured place's `atoll` holds. */
  code: z.string(),
  /** The name people use and the readable place carries: `Baa`. */
  name: z.string(),
  /** The administrative name: `South Maalhosmadulu`. */
  official_name: z.string(),
  /** ISO 3166-2:MV, e.g. `MV-20`. */
  iso: z.string(),
  /** An approximate centre (degrees), for a schematic map, not for navigation. */
  centre: z.object({ lat: z.number(), lng: z.number() }),
  islands: z.array(z.string()),
});
export type PlacesAtoll = z.infer<typeof placesAtoll>;

/** GET places → 200 { status, message, data: { atolls, special } }: atolls north to south. */
export const placesResponse = envelopeWith({
  data: z.object({
    atolls: z.array(placesAtoll),
    /** The places that are no atoll: `Anywhere in Maldives`, `Overseas`. */
    special: z.array(z.string()),
  }),
});
export type PlacesResponse = z.infer<typeof placesResponse>;
export type PlacesData = PlacesResponse['data'];
