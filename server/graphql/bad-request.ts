import { isAsyncIterable, type Plugin } from 'graphql-yoga';

// Yoga answers parse and validation errors with 200 when the client accepts application/json
// (Apollo's default), as the GraphQL-over-HTTP spec allows. This API promises 400 for every
// request that could not execute: a result with errors and no data at all.
export function useBadRequestStatus(): Plugin {
  return {
    onExecutionResult({ result, setResult }) {
      if (!result || isAsyncIterable(result) || 'data' in result || !result.errors?.length) return;
      if (result.extensions?.http?.status) return;
      setResult({ ...result, extensions: { ...result.extensions, http: { status: 400 } } });
    },
  };
}
