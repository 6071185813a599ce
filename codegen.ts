import type { CodegenConfig } from '@graphql-codegen/cli';

// One SDL (server/schema) is the source of truth for the server's resolver types and the
// client's operation types. Output folders are gitignored and rebuilt before dev/build/typecheck.
const scalars = { JSON: 'unknown' };

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
        contextType: '../context.js#Context',
        // Product fields (brand, skus, prices...) resolve lazily from the database row.
        mappers: {
          Product: '../graphql/models.js#ProductModel',
          ProductList: '../graphql/models.js#ProductListModel',
          Channel: '../services/channel.js#ChannelRow',
          Cart: '../cart/model.js#CartModel',
          CartItem: '../cart/model.js#CartItemModel',
          Checkout: '../cart/model.js#CartModel',
          Order: '../orders/order-model.js#OrderModel',
          OrderLine: '../orders/order-model.js#OrderLineModel',
        },
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    'src/graphql/generated/operations.ts': {
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
