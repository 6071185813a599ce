import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through proxy in front of the test server, on its own port, so a test gets an origin
 * (and a service worker registration) of its own. It can stand for a deploy: from `deploy()` on
 * it answers some paths itself (a changed /sw.js, a 404 for a file the new build no longer
 * has), the way a server with a new build would. Playwright's route() does not see the
 * browser's update checks of a worker script, and the real server and its build directory are
 * shared with the other tests, so the deploy is simulated here.
 */
export interface DeployProxy {
  origin: string;
  /** From now on these paths answer with the given body (null: 404). */
  deploy: (files: Record<string, string | null>) => void;
  close: () => Promise<void>;
}

export async function startDeployProxy(target: string): Promise<DeployProxy> {
  const upstream = new URL(target);
  let deployed: Record<string, string | null> = {};
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    const pathname = path.split('?')[0] ?? path;
    if (pathname in deployed) {
      const body = deployed[pathname];
      if (body === null || body === undefined) {
        res.writeHead(404).end();
      } else {
        res
          .writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' })
          .end(body);
      }
      return;
    }
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    deploy: (files) => {
      deployed = { ...deployed, ...files };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
