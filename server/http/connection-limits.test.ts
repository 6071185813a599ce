// One client cannot hold the server's connections (connection-limits.ts): a body that never
// finishes is answered 408 and closed, and connections beyond the cap are refused.
import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CONNECTION_LIMITS, limitConnections } from './connection-limits.js';

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** A server that answers once the whole body has come, with the limits applied. */
async function start(limits: Partial<typeof CONNECTION_LIMITS>): Promise<number> {
  // Node checks the request timeouts on this interval (30 s by default).
  server = createServer({ connectionsCheckingInterval: 50 }, (req, res) => {
    req.resume();
    req.on('end', () => res.end('ok'));
  });
  limitConnections(server, { ...CONNECTION_LIMITS, ...limits });
  const listening = server;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  const address = listening.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A socket's whole answer, and whether the server closed it. */
function collect(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', () => resolve(text));
  });
}

describe('connection limits', () => {
  it('answers a request whose body never finishes with 408 and closes it', async () => {
    const port = await start({ requestTimeoutMs: 300 });
    const socket = connect(port, '127.0.0.1');
    const answer = collect(socket);
    socket.write('POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n0123456789');
    const started = Date.now();
    expect(await answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses connections beyond the cap, and takes new ones once others close', async () => {
    const port = await start({ maxConnections: 2 });
    const open = [connect(port, '127.0.0.1'), connect(port, '127.0.0.1')];
    await Promise.all(
      open.map((socket) => new Promise((resolve) => socket.on('connect', resolve))),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const third = connect(port, '127.0.0.1');
    const refused = collect(third);
    third.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await refused).toBe('');
    for (const socket of open) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const later = connect(port, '127.0.0.1');
    const answered = collect(later);
    later.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await answered).toMatch(/^HTTP\/1\.1 200[\s\S]*ok$/);
  });

  it('keeps the shop’s own limits: half a minute for a request, thousands of connections', () => {
    const probe = createServer();
    limitConnections(probe);
    expect(probe.requestTimeout).toBe(30_000);
    expect(probe.headersTimeout).toBeLessThanOrEqual(probe.requestTimeout);
    expect(probe.keepAliveTimeout).toBe(65_000);
    expect(probe.maxConnections).toBe(4_096);
  });
});
