import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import type { Context } from './context.js';
import { resolvers } from './resolvers.js';

const schemaDir = fileURLToPath(new URL('../schema/', import.meta.url));

/** Schema-first: the SDL files in server/schema are the source of truth, read at start. */
export function loadTypeDefs(dir = schemaDir): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(`${dir}${name}`, 'utf8'));
}

export function createCatalogueSchema() {
  return createSchema<Context>({ typeDefs: loadTypeDefs(), resolvers });
}
