import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, DEFAULT_VEHICLE_API_PASSWORD } from './app.js';
import { readConfig } from './config.js';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('readConfig', () => {
  it('runs the sandbox by default outside production, without warnings', () => {
    const config = readConfig({});
    expect(config.paymentProvider).toBe('sandbox');
    expect(config.production).toBe(false);
    expect(config.warnings).toEqual([]);
    expect(config.allowedOrigins).toEqual([]);
    expect(config.trustProxy).toBe(false);
  });

  it('answers introspection outside production, and in production only when GRAPHQL_INTROSPECTION=1', () => {
    expect(readConfig({}).introspection).toBe(true);
    const production = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' };
    expect(readConfig(production).introspection).toBe(false);
    expect(readConfig({ ...production, GRAPHQL_INTROSPECTION: '1' }).introspection).toBe(true);
    expect(() => readConfig({ ...production, GRAPHQL_INTROSPECTION: 'yes' })).toThrow(
      'GRAPHQL_INTROSPECTION must be 1 or 0, got "yes"',
    );
  });

  it('refuses the sandbox in production unless PAYMENT_PROVIDER=sandbox says so', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      /^Refusing to start: NODE_ENV=production .*set PAYMENT_PROVIDER=sandbox/,
    );
    expect(
      readConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).paymentProvider,
    ).toBe('sandbox');
    expect(() => readConfig({ PAYMENT_PROVIDER: 'klarna' })).toThrow(
      'PAYMENT_PROVIDER must be one of sandbox, got "klarna"',
    );
  });

  it('warns in production about the secrets from the source code or made per process, and only about those', () => {
    const base = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' };
    const warnings = readConfig(base).warnings;
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toMatch(/^Warning: AUTH_SECRET is not set/);
    expect(warnings[1]).toMatch(/^Warning: PUBLIC_URL is not set/);
    expect(warnings[2]).toMatch(/^Warning: API_KEY is the default/);
    expect(warnings[3]).toMatch(/^Warning: VEHICLE_API_PASSWORD is the default/);
    expect(
      readConfig({
        ...base,
        API_KEY: 'own-key',
        VEHICLE_API_PASSWORD: 'own-password',
        AUTH_SECRET: 'x'.repeat(32),
        PUBLIC_URL: 'https://www.atv-huset.no',
      }).warnings,
    ).toEqual([]);
    expect(readConfig({ API_KEY: DEFAULT_API_KEY }).warnings).toEqual([]);
    expect(readConfig({ VEHICLE_API_PASSWORD: DEFAULT_VEHICLE_API_PASSWORD }).warnings).toEqual([]);
  });

  it('reads ALLOWED_ORIGINS as origins and refuses anything else', () => {
    expect(
      readConfig({ ALLOWED_ORIGINS: 'https://shop.example.no, http://localhost:5173/' })
        .allowedOrigins,
    ).toEqual(['https://shop.example.no', 'http://localhost:5173']);
    for (const bad of ['shop.example.no', 'https://shop.example.no/path', '*'])
      expect(() => readConfig({ ALLOWED_ORIGINS: bad })).toThrow(/^ALLOWED_ORIGINS must list/);
  });

  it('reads the account and mail settings, and refuses a short AUTH_SECRET or a PUBLIC_URL with a path', () => {
    const config = readConfig({ PORT: '4100' });
    expect(config.authSecret).toBeUndefined();
    expect(config.publicUrl).toBe('http://127.0.0.1:4100');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toMatch(/ATV-Huset/);
    expect(readConfig({ PUBLIC_URL: 'https://www.atv-huset.no/' }).publicUrl).toBe(
      'https://www.atv-huset.no',
    );
    expect(() => readConfig({ PUBLIC_URL: 'https://www.atv-huset.no/shop' })).toThrow(
      /^PUBLIC_URL must be an origin/,
    );
    expect(() => readConfig({ AUTH_SECRET: 'short' })).toThrow(/^AUTH_SECRET must be at least 32/);
    expect(config.editorToken).toBeUndefined();
    expect(() => readConfig({ EDITOR_TOKEN: 'short' })).toThrow(
      /^EDITOR_TOKEN must be at least 32/,
    );
    expect(readConfig({ EDITOR_TOKEN: 'e'.repeat(32) }).editorToken).toBe('e'.repeat(32));
    expect(readConfig({ SMTP_URL: 'smtp://mail.example.no:587' }).smtpUrl).toBe(
      'smtp://mail.example.no:587',
    );
  });

  it('reads TRUST_PROXY as a flag', () => {
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(() => readConfig({ TRUST_PROXY: 'yes please' })).toThrow(/^TRUST_PROXY must be 1 or 0/);
  });
});

describe('the server process', () => {
  it('exits with one clear line when NODE_ENV=production would run on the sandbox', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
    delete env['PAYMENT_PROVIDER'];
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...env, DATA_DIR: '/nonexistent/never-opened', PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Refusing to start: NODE_ENV=production .*PAYMENT_PROVIDER=sandbox/);
    expect(run.stdout).toBe('');
  });
});
