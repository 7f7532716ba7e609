import { apiRequest } from '../../../lib/api-client.ts';

export type LocationKind = 'cities' | 'states';

function readNames(field: 'city_name' | 'state_name') {
  return (value: unknown): string[] => {
    if (!Array.isArray(value)) throw new Error('unexpected locations');
    return value
      .map((row: unknown) =>
        typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[field] : null,
      )
      .filter((name): name is string => typeof name === 'string' && name.length > 0);
  };
}

/** GET /api/locations/cities or /states: the places that have jobs, for the filter dropdowns. */
export async function fetchLocations(kind: LocationKind): Promise<string[]> {
  const result = await apiRequest(`/api/locations/${kind}`, {
    parse: readNames(kind === 'cities' ? 'city_name' : 'state_name'),
  });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}
