// The vehicle selector (spec sections 4, 7 and 9).

/** The vehicle data service the server answers (server/http/vehicles-route.ts). */
export const VEHICLE_API_BASE = '/api/vehicles';
/**
 * Basic authorization of the vehicle data service (spec section 7). Like the API key the
 * GraphQL calls send, it is client configuration built into the bundle, so it is public: the
 * user is fixed by the server (`storefront`), the password is VEHICLE_API_PASSWORD's, set for a
 * build with VITE_VEHICLE_API_PASSWORD when the shop changes the server's default.
 */
export const VEHICLE_API_USER = 'storefront';
export const VEHICLE_API_PASSWORD: string =
  (import.meta.env['VITE_VEHICLE_API_PASSWORD'] as string | undefined) ?? 'atvhuset';

/** Vehicle changes go between tabs on this BroadcastChannel (spec section 7). */
export const VEHICLES_CHANNEL = 'vehicles';
