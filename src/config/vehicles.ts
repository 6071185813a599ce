// The vehicle selector: manufacturer, year and model from the vehicle data service.

/** The vehicle data service the server answers (server/http/vehicles-route.ts). */
export const VEHICLE_API_BASE = '/api/vehicles';
/**
 * Basic authorization of the vehicle data service (the spec: 'GET with basic authorization').
 * Like the API key the GraphQL calls send, it is client configuration built into the bundle, so
 * it is public: the user is the server's fixed `storefront`, the password the one the build saw
 * (vite.config.ts: VITE_VEHICLE_API_PASSWORD, else the server's VEHICLE_API_PASSWORD, else its
 * default).
 */
export const VEHICLE_API_USER = 'storefront';
export const VEHICLE_API_PASSWORD: string = import.meta.env.VITE_VEHICLE_API_PASSWORD ?? 'atvhuset';
