import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from '../app.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { contentSecurityPolicy, inlineHashes } from './security.js';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const BOOT_STYLE = '.boot{display:grid}';
const BOOT_SCRIPT = 'document.documentElement.dataset.js = "1";';
const JSON_LD = '{"@context":"https://schema.org","@type":"Store"}';
const INDEX = `<!doctype html><html><head><style>${BOOT_STYLE}</style>
<script type="application/ld+json">${JSON_LD}</script><script>${BOOT_SCRIPT}</script>
<script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;

describe('inlineHashes', () => {
  it('hashes inline scripts and styles, not data blocks or scripts with a src', () => {
    expect(inlineHashes(INDEX)).toEqual({
      scripts: [hash(BOOT_SCRIPT)],
      styles: [hash(BOOT_STYLE)],
    });
  });
});

describe('contentSecurityPolicy', () => {
  it('allows no inline script but the hashed one, and no framing', () => {
    const csp = contentSecurityPolicy(INDEX);
    expect(csp).toContain(`script-src 'self' ${hash(BOOT_SCRIPT)};`);
    expect(csp).toContain(`style-src 'self' ${hash(BOOT_STYLE)};`);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    for (const directive of [
      "frame-ancestors 'none'",
      "worker-src 'self'",
      "connect-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "img-src 'self' data:",
    ])
      expect(csp).toContain(directive);
  });
});

describe('every response', () => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'atvhuset-csp-'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    app = await startTestApp({
      distDir: dist,
      security: { allowedOrigins: ['https://partner.example.no'], trustProxy: true },
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('carries the CSP with the page hashes, nosniff, no framing, referrer and permissions policies', async () => {
    for (const path of ['/', '/c/bremser', '/sw.js', '/api/nothing', '/graphql']) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.headers.get('content-security-policy'), path).toBe(contentSecurityPolicy(INDEX));
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy'), path).toMatch(/camera=\(\).*geolocation=\(\)/);
      // Plain HTTP from the client: no HSTS.
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('a rebuilt index.html gets its new hashes at once', async () => {
    const rebuilt = INDEX.replace(BOOT_STYLE, '.boot{display:block}');
    await writeFile(join(dist, 'index.html'), rebuilt);
    const page = await fetch(`${app.url}/`);
    expect(page.headers.get('content-security-policy')).toContain(hash('.boot{display:block}'));
    const worker = await fetch(`${app.url}/sw.js`);
    expect(worker.headers.get('content-security-policy')).toBe(contentSecurityPolicy(rebuilt));
    await writeFile(join(dist, 'index.html'), INDEX);
    await fetch(`${app.url}/`);
  });

  it('sends HSTS when the TLS proxy says the request came over HTTPS (TRUST_PROXY)', async () => {
    const res = await fetch(`${app.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('opens CORS to the origins ALLOWED_ORIGINS names and to no other', async () => {
    const query = (origin: string) =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: {
          origin,
          'content-type': 'application/json',
          'x-api-key': DEFAULT_API_KEY,
        },
        body: JSON.stringify({ query: '{ brands { brandId } }' }),
      });
    const foreign = await query('https://evil.example');
    expect(foreign.status).toBe(200);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
    const partner = await query('https://partner.example.no');
    expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example.no');
    expect(partner.headers.get('vary')).toMatch(/Origin/);

    const preflight = (origin: string) =>
      fetch(`${app.url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, x-api-key',
        },
      });
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await preflight('https://partner.example.no');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-api-key');
  });
});

describe('without TRUST_PROXY', () => {
  it('believes no X-Forwarded-Proto', async () => {
    const app = await startTestApp();
    try {
      const res = await fetch(`${app.url}/graphql`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await app.close();
    }
  });
});
