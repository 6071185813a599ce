import { describe, expect, it } from 'vitest';
import { basicAuthOk } from './basic-auth.js';
import { pickEncoding } from './compress.js';
import { isAssetPath, mimeType } from './mime.js';

describe('isAssetPath', () => {
  it('tells files from client routes', () => {
    expect(isAssetPath('/assets/index-abc.js')).toBe(true);
    expect(isAssetPath('/robots.txt')).toBe(true);
    expect(isAssetPath('/c/lys/arbeidslys')).toBe(false);
    expect(isAssetPath('/p/lys/led-bar-1.5m')).toBe(false);
    expect(mimeType('/manifest.webmanifest')).toMatch(/^application\/manifest\+json/);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('basicAuthOk', () => {
  const header = (value: string) => `Basic ${Buffer.from(value).toString('base64')}`;
  it('accepts only the configured user and password', () => {
    expect(basicAuthOk(header('storefront:atvhuset'), 'storefront', 'atvhuset')).toBe(true);
    expect(basicAuthOk(header('storefront:feil'), 'storefront', 'atvhuset')).toBe(false);
    expect(basicAuthOk(header('annen:atvhuset'), 'storefront', 'atvhuset')).toBe(false);
    expect(basicAuthOk('Bearer x', 'storefront', 'atvhuset')).toBe(false);
    expect(basicAuthOk(undefined, 'storefront', 'atvhuset')).toBe(false);
  });
});
