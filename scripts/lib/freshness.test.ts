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

describe('clientIsStale', () => {
  it('is stale without a build and fresh after one', async () => {
    expect(clientIsStale(root)).toBe(true);
    await mkdir(join(root, 'dist'));
    await writeFile(join(root, 'dist', 'index.html'), '');
    await at('dist/index.html', 2_000);
    expect(clientIsStale(root)).toBe(false);
  });

  it('is stale when a nested source or the schema is newer than the build', async () => {
    await mkdir(join(root, 'dist'));
    await writeFile(join(root, 'dist', 'index.html'), '');
    await at('dist/index.html', 2_000);
    await at('src/features/a.ts', 3_000);
    expect(clientIsStale(root)).toBe(true);
    await at('src/features/a.ts', 1_000);
    await mkdir(join(root, 'server', 'schema'), { recursive: true });
    await writeFile(join(root, 'server', 'schema', 'x.graphql'), '');
    await at('server/schema/x.graphql', 3_000);
    expect(clientIsStale(root)).toBe(true);
  });
});
