// What one client may hold of the server's connections (attack probe: slow bodies were held for
// Node's default 300 s, and nothing capped the connections a host could open). A proxy in front
// should limit connections per client too (README, Limits); these hold without one.
import type { Server } from 'node:http';

export interface ConnectionLimits {
  /** A request's headers and body must have arrived within this (then 408, closed). */
  requestTimeoutMs: number;
  /** Connections open at once; more are refused at accept (the OS queues none of ours). */
  maxConnections: number;
  /** An idle keep-alive connection stays this long. */
  keepAliveTimeoutMs: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  // A phone on a poor connection sends a GraphQL body of at most 64 kB: seconds, not half a minute.
  requestTimeoutMs: 30_000,
  // Far above what a shop's shoppers and the bench's load open; far below the process's files.
  maxConnections: 4_096,
  // Node closes an idle keep-alive connection after 5 s, and a client that reuses it at that very
  // moment gets ECONNRESET (seen in the browser tests). Idle connections stay open longer than
  // clients and load balancers keep theirs (60 s is the common default).
  keepAliveTimeoutMs: 65_000,
};

/** Applies the limits to a server before it listens. */
export function limitConnections(server: Server, limits: ConnectionLimits = CONNECTION_LIMITS) {
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // Headers must come before the keep-alive timeout ends, and within the request's own time.
  server.headersTimeout = Math.min(limits.keepAliveTimeoutMs + 1_000, limits.requestTimeoutMs);
  server.requestTimeout = limits.requestTimeoutMs;
  server.maxConnections = limits.maxConnections;
}
