import { Kind, type DocumentNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { isPersonalOperation } from '../../shared/validation/personal-operations.js';

/** What an answer that must never be stored (by a proxy, the browser or the service worker) gets. */
export const NO_STORE = { 'cache-control': 'no-store' } as const;

const POST_REQUIRED = {
  nb: 'Denne forespørselen gjelder en handlekurv eller en bestilling og må sendes med POST, ikke GET.',
  nn: 'Denne førespurnaden gjeld ei handlekorg eller ei bestilling og må sendast med POST, ikkje GET.',
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isDocument = (value: unknown): value is DocumentNode =>
  isObject(value) && value.kind === Kind.DOCUMENT;

/**
 * Personal operations (isPersonalOperation) over GET are refused with 405 before they run: a
 * cart id, order id or token in a URL is kept by every proxy and log on the way. Their answers,
 * every mutation's and every answer to a request with an Authorization header carry
 * Cache-Control: no-store.
 */
export function usePersonalAnswers(): Plugin {
  const personal = new WeakSet<object>();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      // envelop types the execution arguments as any; yoga puts the fetch Request in the context.
      const context: unknown = args.contextValue;
      const document: unknown = args.document;
      const name: unknown = args.operationName;
      const request = isObject(context) ? context.request : undefined;
      if (!isObject(request) || !isDocument(document)) return;
      if (!isPersonalOperation(document, typeof name === 'string' ? name : null)) return;
      personal.add(request);
      if (request.method === 'POST') return;
      const variables: unknown = args.variableValues;
      const nn = isObject(variables) && variables.languageId === 2;
      setResultAndStopExecution({
        errors: [
          createGraphQLError(nn ? POST_REQUIRED.nn : POST_REQUIRED.nb, {
            extensions: {
              code: 'POST_REQUIRED',
              http: { status: 405, headers: { allow: 'POST' } },
            },
          }),
        ],
      });
    },
    onResponse({ request, response }) {
      // An answer asked for as someone (a customer's prices, an editor's preview) is theirs too.
      if (personal.has(request) || request.headers.has('authorization'))
        response.headers.set('cache-control', NO_STORE['cache-control']);
    },
  };
}
