import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { Kind, type FragmentDefinitionNode } from 'graphql';

// One SDL (server/schema) is the source of truth for the server's resolver types and the
// client's operation types. Output folders are gitignored and rebuilt before dev/build/typecheck.
const scalars = { JSON: 'unknown' };

type Output = Exclude<CodegenConfig['generates'][string], unknown[]>;
type OutputPreset = Exclude<Output['preset'], string | undefined>;
type GenerateOptions = Awaited<ReturnType<OutputPreset['buildGeneratesSection']>>[number];
type ConfiguredPlugin = GenerateOptions['plugins'][number];
const use = (...names: string[]): ConfiguredPlugin[] => names.map((name) => ({ [name]: {} }));

/**
 * The client's typed documents, one module per `.graphql` file, so the bundler puts each
 * document in the chunk that uses it (a lazy screen's queries no longer ship on the start page):
 *
 *   types.ts            every operation, fragment and input type (types only, erased)
 *   documents/<file>.ts the file's `…Document` / `…FragmentDoc` consts (fragments inlined)
 *   operations.ts       a barrel re-exporting both, so imports of `generated/operations` stay
 *
 * Modules of `.graphql` files that no longer exist are removed.
 */
const operationModules: OutputPreset = {
  buildGeneratesSection({ baseOutputDir, documents, schema, schemaAst, config, pluginMap }) {
    const plugins = ['typescript-operations', 'typed-document-node'];
    for (const name of plugins) {
      if (!(name in pluginMap)) throw new Error(`operationModules needs the ${name} plugin`);
    }
    const outputDir = baseOutputDir.endsWith('/') ? baseOutputDir : `${baseOutputDir}/`;
    const fragments = documents.flatMap(({ document, location }) =>
      (document?.definitions ?? [])
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((node) => ({
          node,
          name: node.name.value,
          onType: node.typeCondition.name.value,
          isExternal: true,
          location,
        })),
    );

    const modules = new Map<string, (typeof documents)[number]>();
    for (const file of documents) {
      const name = path.basename(file.location ?? '', '.graphql');
      if (!name) throw new Error('A GraphQL document without a file name');
      if (modules.has(name)) throw new Error(`Two GraphQL documents are named ${name}.graphql`);
      modules.set(name, file);
    }
    const documentsDir = path.join(outputDir, 'documents');
    try {
      for (const entry of readdirSync(documentsDir)) {
        if (!modules.has(path.basename(entry, '.ts'))) rmSync(path.join(documentsDir, entry));
      }
    } catch {
      // first run: no folder yet
    }

    const common = { schema, schemaAst, pluginMap };
    const files = [...modules].sort(([a], [b]) => a.localeCompare(b));
    const names = files.map(([name]) => name);
    const outputs: GenerateOptions[] = [
      {
        ...common,
        filename: `${outputDir}types.ts`,
        plugins: use('typescript-operations'),
        documents,
        config,
      },
      ...files.map(([name, file]) => ({
        ...common,
        filename: `${outputDir}documents/${name}.ts`,
        plugins: use('typesImport', 'typed-document-node'),
        pluginMap: {
          ...pluginMap,
          typesImport: {
            plugin: () => ({ prepend: ["import type * as Types from '../types';"], content: '' }),
          },
        },
        documents: [file],
        config: {
          ...config,
          // `DocumentNode<Types.XQuery, …>`; fragments spread from other files come inlined.
          importOperationTypesFrom: 'Types',
          externalFragments: fragments.filter((f) => f.location !== file.location),
        },
        // The whole set is validated once, for types.ts; one file alone misses its fragments.
        skipDocumentsValidation: true,
      })),
      {
        ...common,
        filename: `${outputDir}operations.ts`,
        plugins: use('barrel'),
        pluginMap: {
          barrel: {
            plugin: () =>
              [
                "export type * from './types';",
                ...names.map((n) => `export * from './documents/${n}';`),
              ]
                .join('\n')
                .concat('\n'),
          },
        },
        documents: [],
        config: {},
      },
    ];
    return outputs;
  },
};

const config: CodegenConfig = {
  schema: 'server/schema/*.graphql',
  documents: 'src/**/*.graphql',
  silent: true,
  // The server types must generate even before (or without) client operation documents.
  ignoreNoDocuments: true,
  generates: {
    'server/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        useIndexSignature: true,
        contextType: '../graphql/context.js#Context',
        // Product fields (brand, skus, prices...) resolve lazily from the database row.
        mappers: {
          Product: '../catalogue/models.js#ProductModel',
          ProductList: '../catalogue/models.js#ProductListModel',
          Channel: '../site/channel-store.js#ChannelRow',
          Menu: '../site/menu-store.js#MenuModel',
          MenuItem: '../site/menu-store.js#MenuItemModel',
          Cart: '../cart/model.js#CartModel',
          CartItem: '../cart/model.js#CartItemModel',
          CartItemPackage: '../cart/model.js#CartItemPackageModel',
          Checkout: '../cart/model.js#CartModel',
          Order: '../orders/order-model.js#OrderModel',
          Account: '../accounts/accounts.js#AccountModel',
          OrderLine: '../orders/order-model.js#OrderLineModel',
        },
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    // Every enum of the schema as a union type, also those no operation selects (CartErrorCode
    // names the extensions.code of errors): the client's codes are checked against the schema.
    'src/graphql/generated/schema-enums.ts': {
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsTypes: true },
    },
    'src/graphql/generated/': {
      preset: operationModules,
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        scalars,
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
  },
};

export default config;
