import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { readSiteSettings } from './site-settings.js';

const CONFIG_QUERY =
  'query ($languageId: Int) { channel { configuration(languageId: $languageId) { tagManagerContainerId globalMessage viewportClasses { name minWidth } } } }';

interface Configuration {
  tagManagerContainerId: string | null;
  globalMessage: string | null;
  viewportClasses: { name: string; minWidth: number }[];
}
interface Answer {
  channel: { configuration: Configuration };
}

describe('readSiteSettings', () => {
  it('has no tag manager and no message by default', () => {
    expect(readSiteSettings({})).toEqual({
      tagManagerContainerId: null,
      globalMessage: { 1: null, 2: null },
    });
  });

  it('reads the container id and both messages, Nynorsk falling back to Bokmål', () => {
    const settings = readSiteSettings({
      GTM_CONTAINER_ID: 'GTM-ABC1234',
      GLOBAL_MESSAGE_NB: '  Stengt   i påsken  ',
    });
    expect(settings.tagManagerContainerId).toBe('GTM-ABC1234');
    expect(settings.globalMessage).toEqual({ 1: 'Stengt i påsken', 2: 'Stengt i påsken' });
    expect(
      readSiteSettings({ GLOBAL_MESSAGE_NB: 'Stengt', GLOBAL_MESSAGE_NN: 'Stengd' }).globalMessage,
    ).toEqual({ 1: 'Stengt', 2: 'Stengd' });
  });

  it('stops the start with one line on a bad value', () => {
    expect(() => readSiteSettings({ GTM_CONTAINER_ID: 'UA-1234' })).toThrow(/GTM_CONTAINER_ID/);
    expect(() => readSiteSettings({ GTM_CONTAINER_ID: 'GTM-x"><script>' })).toThrow(
      /GTM_CONTAINER_ID/,
    );
    expect(() => readSiteSettings({ GLOBAL_MESSAGE_NN: 'x'.repeat(301) })).toThrow(
      /GLOBAL_MESSAGE_NN.*300/,
    );
  });
});

describe('Channel.configuration and the CSP with site settings', () => {
  let plain: TestApp;
  let configured: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'atvhuset-site-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    plain = await startTestApp({ distDir: dist });
    configured = await startTestApp({
      distDir: dist,
      site: readSiteSettings({
        GTM_CONTAINER_ID: 'GTM-TEST123',
        GLOBAL_MESSAGE_NB: 'Kundeservice er stengt i dag',
        GLOBAL_MESSAGE_NN: 'Kundeservice er stengd i dag',
      }),
    });
  });
  afterAll(async () => {
    await Promise.all([plain.close(), configured.close()]);
    await rm(dist, { recursive: true, force: true });
  });

  it('answers no tag manager and no message when none is set, and the spec viewport classes', async () => {
    const res = await plain.gql<Answer>(CONFIG_QUERY, { languageId: 1 });
    expect(res.errors).toBeUndefined();
    const configuration = res.data?.channel.configuration;
    expect(configuration?.tagManagerContainerId).toBeNull();
    expect(configuration?.globalMessage).toBeNull();
    expect(configuration?.viewportClasses).toEqual([
      { name: 'phone', minWidth: 0 },
      { name: 'tablet', minWidth: 768 },
      { name: 'laptop', minWidth: 1024 },
      { name: 'desktop', minWidth: 1200 },
      { name: 'desktopBig', minWidth: 1440 },
    ]);
    const page = await fetch(`${plain.url}/`);
    expect(page.headers.get('content-security-policy')).not.toContain('googletagmanager');
  });

  it('answers the container and each language its message, and lets the tag manager through the CSP', async () => {
    const nb = await configured.gql<Answer>(CONFIG_QUERY, { languageId: 1 });
    const nn = await configured.gql<Answer>(CONFIG_QUERY, { languageId: 2 });
    expect(nb.data?.channel.configuration.tagManagerContainerId).toBe('GTM-TEST123');
    expect(nb.data?.channel.configuration.globalMessage).toBe('Kundeservice er stengt i dag');
    expect(nn.data?.channel.configuration.globalMessage).toBe('Kundeservice er stengd i dag');
    const csp = (await fetch(`${configured.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/www\.googletagmanager\.com/);
  });
});
