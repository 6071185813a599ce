import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|manifest\+json|xml|graphql-response\+json)|image\/svg\+xml)/;

/** Below this size compression does not pay for its CPU and headers. */
const MIN_BYTES = 1024;

export function isCompressible(contentType: string, bytes: number): boolean {
  return bytes >= MIN_BYTES && COMPRESSIBLE.test(contentType);
}

/** br when the client accepts it (smaller), else gzip; identity otherwise. q=0 refuses. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q?.trim() !== 'q=0')
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Dynamic answers up to this size are compressed on the request's own thread: at the fast
 * settings that takes about 0.1 ms for a cart answer, while a trip through libuv's thread pool
 * (zlib's async API) doubled the p95 of a whole addToCart (bench/profile-cart.ts: 10 -> 5 ms).
 */
const SYNC_MAX_BYTES = 64 * 1024;

/**
 * "static" files are compressed once and memoised, so they get the best ratio; "dynamic"
 * responses are compressed per request with fast settings.
 */
export function compress(
  body: Buffer,
  encoding: Encoding,
  mode: 'static' | 'dynamic',
): Promise<Buffer> {
  const sync = mode === 'dynamic' && body.length <= SYNC_MAX_BYTES;
  if (encoding === 'gzip') {
    const options = { level: mode === 'static' ? 9 : 5 };
    return sync ? Promise.resolve(gzipSync(body, options)) : gz(body, options);
  }
  const options = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: mode === 'static' ? 11 : 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      // A window just over the body (the default is 4 MB): the same output, but the encoder
      // no longer allocates and clears megabytes for each 50 kB GraphQL answer.
      [constants.BROTLI_PARAM_LGWIN]: Math.max(
        constants.BROTLI_MIN_WINDOW_BITS,
        Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.ceil(Math.log2(body.length + 16))),
      ),
    },
  };
  return sync ? Promise.resolve(brotliCompressSync(body, options)) : brotli(body, options);
}
