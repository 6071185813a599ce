import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientIsStale } from './freshness.mjs';

let root: string;
const at = (path: string, seconds: number) => utimes(join(root, path), seconds, seconds);

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'atvhuset-fresh-'));
  await mkdir(join(root, 'src', 'features'), { recursive: true });
  await writeFile(join(root, 'src', 'features', 'a.ts'), '');
  await at('src/features/a.ts', 1_000);
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Writes a build at 2,000 s: index.html and the app shell's renderer beside it. */
async function build(shell = true): Promise<void> {
  await mkdir(join(root, 'dist'));
  await writeFile(join(root, 'dist', 'index.html'), '');
  await at('dist/index.html', 2_000);
  if (!shell) return;
  await mkdir(join(root, 'dist-shell'));
  await writeFile(join(root, 'dist-shell', 'render-shell.js'), '');
}

describe('clientIsStale', () => {
  it('is stale without a build and fresh after one', async () => {
    expect(clientIsStale(root)).toBe(true);
    await build();
    expect(clientIsStale(root)).toBe(false);
  });

  it("is stale without the app shell's renderer (a build before it)", async () => {
    await build(false);
    expect(clientIsStale(root)).toBe(true);
  });

  it('is stale when a nested source or the schema is newer than the build', async () => {
    await build();
    await at('src/features/a.ts', 3_000);
    expect(clientIsStale(root)).toBe(true);
    await at('src/features/a.ts', 1_000);
    await mkdir(join(root, 'server', 'schema'), { recursive: true });
    await writeFile(join(root, 'server', 'schema', 'x.graphql'), '');
    await at('server/schema/x.graphql', 3_000);
    expect(clientIsStale(root)).toBe(true);
  });
});
