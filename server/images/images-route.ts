import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLru } from '../cache/registry.js';
import { renderImage } from './render.js';
import { etagMatches, send, sendText } from '../http/send.js';

interface Rendered {
  body: Buffer;
  type: string;
  etag: string;
}

// A segment is a plain name: no traversal, no separators, nothing hidden.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** GET /images/{type}/{folder}/{fileName}: generated images, immutable for a year. */
export function imagesRoute() {
  const cache = createLru<string, Rendered>('rendered-images');
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const segments = url.pathname.slice('/images/'.length).split('/').map(safeDecode);
    const [type, folder, fileName] = segments;
    if (segments.length !== 3 || !type || !folder || !fileName) {
      await sendText(req, res, 404, 'Not found');
      return;
    }
    if (!segments.every((s) => s !== null && SEGMENT.test(s) && !s.includes('..'))) {
      await sendText(req, res, 400, 'Bad image path');
      return;
    }
    const key = `${type}/${folder}/${fileName}`;
    let image = cache.get(key);
    if (!image) {
      const rendered = renderImage(type, folder, fileName);
      if (!rendered) {
        await sendText(req, res, 404, 'Not found');
        return;
      }
      const body = Buffer.from(rendered.body);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      image = { body, type: rendered.contentType, etag };
      cache.set(key, image);
    }
    const headers = {
      'content-type': image.type,
      'cache-control': 'public, max-age=31536000, immutable',
      etag: image.etag,
    };
    if (etagMatches(req, image.etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    await send(req, res, 200, headers, image.body);
  };
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
