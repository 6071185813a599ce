/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by vite.config.ts from VITE_VEHICLE_API_PASSWORD or VEHICLE_API_PASSWORD. */
  readonly VITE_VEHICLE_API_PASSWORD?: string;
}
