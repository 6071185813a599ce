// createGraphQLError (not `new GraphQLError`): yoga only leaves errors of its own graphql
// instance unmasked, and test runners may load a second copy of graphql.
import { createGraphQLError } from 'graphql-yoga';
import { ShopError } from '../services/shop-error.js';

/** Runs a resolver body; a ShopError reaches the client with extensions.code and its details. */
export async function shopCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ShopError)
      throw createGraphQLError(error.message, {
        extensions: { ...error.details, code: error.code },
      });
    throw error;
  }
}
