import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { resolve, sep } from 'node:path';
import { compress, isCompressible, pickEncoding, type Encoding } from './compress.js';
import { mimeType } from './mime.js';
import { etagMatches } from './send.js';

interface Entry {
  version: string;
  body: Buffer;
  etag: string;
  type: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** Headers a page's own content decides (its CSP hashes), from StaticFilesOptions.htmlHeaders. */
  pageHeaders: OutgoingHttpHeaders;
}

export interface StaticFilesOptions {
  /** Called once per (re)read HTML file with its text; its headers go with that file. */
  htmlHeaders?: (html: string) => OutgoingHttpHeaders;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed build output is immutable; everything else (index.html, sw.js, manifest) revalidates. */
function cacheControl(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
}

/**
 * Serves the built storefront. Files are read once and their br/gzip forms compressed once (best
 * ratio) and memoised; a changed file (mtime/size) is picked up on the next request.
 */
export class StaticFiles {
  readonly #root: string;
  readonly #entries = new Map<string, Entry>();
  readonly #htmlHeaders: StaticFilesOptions['htmlHeaders'];

  constructor(root: string, options: StaticFilesOptions = {}) {
    this.#root = resolve(root);
    this.#htmlHeaders = options.htmlHeaders;
  }

  /**
   * Sends the file for a decoded URL path; false when there is no such file. `status` 404 sends
   * it as the answer to an address that has no page (index.html, so the app shows its 404 page).
   */
  async serve(
    req: IncomingMessage,
    res: ServerResponse,
    urlPath: string,
    status = 200,
  ): Promise<boolean> {
    const entry = await this.#entry(urlPath);
    if (!entry) return false;
    const headers: OutgoingHttpHeaders = {
      ...entry.pageHeaders,
      'content-type': entry.type,
      'cache-control': cacheControl(urlPath),
      etag: entry.etag,
    };
    if (status === 200 && etagMatches(req, entry.etag)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    let body = entry.body;
    if (isCompressible(entry.type, body.length)) {
      headers.vary = 'Accept-Encoding';
      const encoding = pickEncoding(req.headers['accept-encoding']);
      if (encoding) {
        body = await (entry.encoded[encoding] ??= compress(entry.body, encoding, 'static'));
        headers['content-encoding'] = encoding;
      }
    }
    headers['content-length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  async #entry(urlPath: string): Promise<Entry | null> {
    const file = resolve(this.#root, `.${urlPath}`);
    if (file !== this.#root && !file.startsWith(this.#root + sep)) return null;
    // Dot files and folders are the build's own (.vite: the manifests the server reads), never
    // the shop's pages or assets: for anyone, not found (the caller's 404 or SPA page).
    if (
      file
        .slice(this.#root.length)
        .split(sep)
        .some((segment) => segment.startsWith('.'))
    )
      return null;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const version = `${info.size}:${info.mtimeMs}`;
    const cached = this.#entries.get(file);
    if (cached?.version === version) return cached;
    const body = await readFile(file);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const type = mimeType(file);
    const pageHeaders =
      this.#htmlHeaders && type.startsWith('text/html')
        ? this.#htmlHeaders(body.toString('utf8'))
        : {};
    const entry: Entry = { version, body, etag, type, encoded: {}, pageHeaders };
    this.#entries.set(file, entry);
    return entry;
  }
}
