// Every field of the SDL must resolve: select all fields (three levels deep) of every query and
// expect an answer without errors. Catches SDL fields added without a resolver or data.
import {
  buildSchema,
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedCall } from '../accounts/testing.js';
import { newsletterCoverageArgs } from '../testing/newsletter-coverage.js';
import { shopCoverageArgs } from '../testing/shop-coverage.js';
import { stockAlertCoverageArgs } from '../testing/stock-alert-coverage.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { loadTypeDefs } from './schema.js';

// Built here from the SDL text: the test runner may load a different copy of graphql than yoga.
// Yoga merges root types declared in several files; buildSchema wants "extend type" after the first.
const declared = new Set<string>();
const sdl = loadTypeDefs()
  .map((file) =>
    file.replace(/^type (Query|Mutation) /gm, (whole, name: string) => {
      if (!declared.has(name)) {
        declared.add(name);
        return whole;
      }
      return `extend type ${name} `;
    }),
  )
  .join('\n');
const schema = buildSchema(sdl);

function selection(type: GraphQLObjectType, depth: number): string {
  const fields = Object.values(type.getFields()).filter((field) =>
    field.args.every((arg) => !isNonNullType(arg.type)),
  );
  return fields
    .map((field) => {
      const named = getNamedType(field.type);
      if (isLeafType(named)) return field.name;
      if (!isObjectType(named) || depth >= 3) return null;
      // A type whose fields are all objects has nothing to select at the depth limit.
      const inner = selection(named, depth + 1);
      return inner ? `${field.name} { ${inner} }` : null;
    })
    .filter((part): part is string => part !== null)
    .join(' ');
}

const queryType = schema.getQueryType();
const body = (field: string): string => {
  const type = queryType?.getFields()[field]?.type;
  const named = type ? getNamedType(type) : null;
  return named && isObjectType(named) ? `{ ${selection(named, 1)} }` : '';
};

/** waitingQuestions is for editors: the shop's EDITOR_TOKEN. */
const EDITOR_TOKEN = 'schema-coverage-editor-token-0123456789';

let app: TestApp;
let args: Record<string, string>;
/** Headers of a field's request: me needs a logged-in account's bearer token. */
let headers: Record<string, Record<string, string>>;
beforeAll(async () => {
  app = await startTestApp({ editorToken: EDITOR_TOKEN });
  const [pkg] = await app.db.query<{ id: number }>(
    'SELECT id FROM products WHERE is_package LIMIT 1',
  );
  const [category] = await app.db.query<{ alias: string }>(
    'SELECT alias FROM category_translations WHERE language_id = 1 LIMIT 1',
  );
  args = {
    categories: '(languageId: 2)',
    brands: '',
    products: '(filter: { pageSize: 3 })',
    product: `(productId: ${pkg?.id ?? 1})`,
    productsByIds: `(ids: [${pkg?.id ?? 1}])`,
    recommendations: `(productIds: [${pkg?.id ?? 1}], limit: 3)`,
    listPageInfo: `(listType: CATEGORY, alias: "${category?.alias ?? ''}")`,
    channel: '',
    getMenuAtLocation: '(menuLocationId: "main")',
    search: '(filter: { searchText: "lys", pageSize: 3 })',
    searchSuggestions: '(text: "ly")',
    me: '',
    productReviews: `(productId: ${pkg?.id ?? 1})`,
    myProductReview: `(productId: ${pkg?.id ?? 1})`,
    shopReviews: '(pageSize: 2)',
    productQuestions: `(productId: ${pkg?.id ?? 1})`,
    reviewProvider: '',
    waitingQuestions: '',
    widgetArea: '(family: "Frontpage")',
    widgetAreas: '(languageId: 2)',
    widgetAreaSource: '(family: "Frontpage", areaName: "Front Page")',
    ...(await shopCoverageArgs(app)),
    ...(await newsletterCoverageArgs(app)),
    ...(await stockAlertCoverageArgs(app)),
  };
  const login = await signedCall(app.url, 'register', 'dekning@example.test', 'hemmelig1');
  const account = { authorization: `Bearer ${login.body.token ?? ''}` };
  // The account's own review, which myProductReview answers.
  const written = await app.gql(
    `mutation { writeReview(idempotencyKey: "schema-coverage-review-0001", input: {
       productId: ${pkg?.id ?? 1}, rating: 4, authorName: "Dekning", title: "Passer",
       text: "Passet fint på ATV-en vår." }) { id } }`,
    {},
    account,
  );
  expect(written.errors).toBeUndefined();
  headers = {
    me: account,
    myProductReview: account,
    waitingQuestions: { authorization: `Bearer ${EDITOR_TOKEN}` },
    widgetAreas: { authorization: `Bearer ${EDITOR_TOKEN}` },
    widgetAreaSource: { authorization: `Bearer ${EDITOR_TOKEN}` },
  };
});
afterAll(() => app.close());

describe('schema coverage', () => {
  const fields = Object.keys(queryType?.getFields() ?? {});
  it.each(fields)('resolves every field of Query.%s', async (field) => {
    expect(args[field], `add sample arguments for Query.${field} to this test`).toBeDefined();
    const res = await app.gql(
      `{ ${field}${args[field] ?? ''} ${body(field)} }`,
      {},
      headers[field],
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.[field]).toBeTruthy();
  });
});
