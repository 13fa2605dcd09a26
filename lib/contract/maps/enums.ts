/**
 * Codes of a geo lookup's envelope (spec §3 "Geo lookup result"): 200 located; 5003 the default city (not served, or
 * not recognised); 5001 the lookup failed.
 */
export const LOCATION_CODE = { OK: 200, FAILED: 5001, DEFAULT: 5003 } as const;
