/**
 * The code (extensions.code) of the first GraphQL error the shop answered a call with, or null:
 * what a form turns into its own message.
 */
export function graphqlErrorCode(error: unknown): string | null {
  const code = (error as { graphQLErrors?: { extensions?: { code?: unknown } }[] } | null)
    ?.graphQLErrors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}
