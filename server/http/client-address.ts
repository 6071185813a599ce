import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';

/**
 * The IPv6 /64 an address belongs to (one household or server gets a whole /64, so counting
 * single addresses would let one client be thousands); IPv4 and IPv4-mapped as they are.
 */
function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Who sent a request, for rate limits: the socket's address, or with `trustProxy` (TRUST_PROXY=1,
 * the server behind one reverse proxy or load balancer) the address that proxy appended last to
 * X-Forwarded-For; entries before it are the client's own word and are not believed.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const list = Array.isArray(header) ? header.join(',') : (header ?? '');
    const last = list.split(',').pop()?.trim();
    if (last) return clientKey(last);
  }
  return clientKey(req.socket.remoteAddress ?? 'unknown');
}
