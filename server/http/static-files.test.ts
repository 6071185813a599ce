import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
let dist: string;
const INDEX = '<!doctype html><title>ATV-Huset</title><div id="root"></div>';
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(5000))});`;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'atvhuset-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(dist, 'manifest.webmanifest'), '{"name":"ATV-Huset","id":"/"}');
  await writeFile(join(dist, 'assets', 'index-3f2a1b.js'), BUNDLE);
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
  app = await startTestApp({ distDir: dist });
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the built storefront', () => {
  it('falls back to index.html for client routes', async () => {
    // Addresses the shop has a page for (an unknown product or category is a 404: see
    // content/catalogue-address.test.ts).
    const [product] = await app.db.query<{ alias: string }>(
      'SELECT alias FROM product_translations WHERE language_id = 2 ORDER BY product_id LIMIT 1',
    );
    const productPath = `/nn/p/lys/${product?.alias ?? 'none'}`;
    for (const path of ['/', '/c/lys', '/nn/c/lys/arbeidslys', productPath, '/produkter']) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('serves the worker and manifest uncached and hashed assets immutable', async () => {
    const sw = await fetch(`${app.url}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toMatch(/^text\/javascript/);
    const manifest = await fetch(`${app.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${app.url}/assets/index-3f2a1b.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(await asset.text()).toBe(BUNDLE);
    const gzip = await fetch(`${app.url}/assets/index-3f2a1b.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers HEAD and conditional requests', async () => {
    const head = await fetch(`${app.url}/c/lys`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(INDEX.length));
    expect(await head.text()).toBe('');
    const etag = head.headers.get('etag') ?? '';
    const again = await fetch(`${app.url}/`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('sends a market segment it has no market for to the same address, on this site only', async () => {
    const target = async (path: string) => {
      const res = await fetch(`${app.url}${path}`, { redirect: 'manual' });
      return [res.status, res.headers.get('location')];
    };
    expect(await target('/no/kassen?x=1')).toEqual([302, '/kassen?x=1']);
    expect(await target('/dk/p/a/b')).toEqual([302, '/p/a/b']);
    // Decoded, these put '/\evil.com' or a tab before '/evil.com' into Location (browsers then
    // left the shop), raw Latin-1 bytes for 'blåbær', or a character Node refuses (500).
    expect(await target('/xx/%5Cevil.com')).toEqual([302, '/%5Cevil.com']);
    expect(await target('/xx/%09/evil.com')).toEqual([302, '/%09/evil.com']);
    expect(await target('/xx/%2F%2Fevil.com')).toEqual([302, '/%2F%2Fevil.com']);
    expect(await target('/no/s/bl%C3%A5b%C3%A6r')).toEqual([302, '/s/bl%C3%A5b%C3%A6r']);
    expect(await target('/no/s/50%25')).toEqual([302, '/s/50%25']);
    expect(await target('/no/s/%E2%82%AC')).toEqual([302, '/s/%E2%82%AC']);
    expect(await target('/no/%0d%0aSet-Cookie:%20x=1')).toEqual([302, '/%0d%0aSet-Cookie:%20x=1']);
  });

  it('gives 404 for unknown assets and API paths', async () => {
    expect((await fetch(`${app.url}/assets/missing-123.js`)).status).toBe(404);
    expect((await fetch(`${app.url}/robots.txt`)).status).toBe(404);
    expect((await fetch(`${app.url}/api/nothing`)).status).toBe(404);
  });

  it("does not serve the build's own dot folders (its manifests)", async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
      '/assets/../.vite/manifest.json',
    ]) {
      const response = await fetch(`${app.url}${path}`);
      expect(await response.text()).not.toContain('src/main.tsx');
    }
  });
});
