/** What every geocoding provider answers: the matched address and the divisions it lies in. */
export type TCoordinates = { lon: number; lat: number };

export type TGeoMatch = {
  /** The provider's normalised address, shown as 'Showing results for:'. */
  address: string;
  divisions: string[];
  coordinates: TCoordinates | null;
};

export type TAddressQuery =
  | { kind: 'oneline'; address: string }
  | { kind: 'structured'; street: string; city: string; state: string; zip: string };

export type GeocodingProvider = {
  name: string;
  /** null: the provider answered but found no such address. Throws ProviderError when it could not answer. */
  lookup(query: TAddressQuery): Promise<TGeoMatch | null>;
};

export function oneLine(query: TAddressQuery): string {
  return query.kind === 'oneline'
    ? query.address
    : `${query.street}, ${query.city}, ${query.state} ${query.zip}`;
}
