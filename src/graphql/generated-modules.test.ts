import { describe, expect, it } from 'vitest';
import * as operations from './generated/operations';

// codegen.ts writes one module per .graphql file so that each document lands in the chunk that
// uses it; operations.ts re-exports them all, so imports stay `@/graphql/generated/operations`.
const sources = import.meta.glob<string>('/src/**/*.graphql', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const modules = import.meta.glob<Record<string, unknown>>('./generated/documents/*.ts', {
  eager: true,
});
const barrel = import.meta.glob<string>('./generated/operations.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const baseName = (file: string) => /([^/]+)\.(graphql|ts)$/.exec(file)?.[1] ?? file;
const definitions = (sdl: string) =>
  [...sdl.matchAll(/^\s*(query|mutation|subscription|fragment)\s+(\w+)/gm)].map(([, kind, name]) =>
    kind === 'fragment' ? `${name ?? ''}FragmentDoc` : `${name ?? ''}Document`,
  );

describe('generated operation modules', () => {
  it('has one module per .graphql file, exporting exactly that file’s documents', () => {
    const byName = new Map(Object.entries(modules).map(([file, mod]) => [baseName(file), mod]));
    expect([...byName.keys()].sort()).toEqual(Object.keys(sources).map(baseName).sort());
    for (const [file, sdl] of Object.entries(sources)) {
      expect(Object.keys(byName.get(baseName(file)) ?? {}).sort(), file).toEqual(
        definitions(sdl).sort(),
      );
    }
  });

  it('re-exports every document from the operations barrel, and nothing else at runtime', () => {
    const documents = Object.values(modules).flatMap((mod) => Object.entries(mod));
    for (const [name, document] of documents) {
      expect(operations[name as keyof typeof operations], name).toBe(document);
    }
    expect(Object.keys(operations).length).toBe(documents.length);
    const text = Object.values(barrel)[0] ?? '';
    expect(text).not.toMatch(/"kind":"Document"/);
  });
});
