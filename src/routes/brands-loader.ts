import { GetBrandsDocument, GetListPageInfoDocument } from '@/graphql/generated/operations';
import { loadQuery } from '@/graphql/load-query';
import { ensureNamespaces } from '@/i18n/lazy-namespaces';
import { readyClient, withApiErrors, type ScreenLoaderArgs } from './route-loader';

export const brandsInfoVariables = { listType: 'BRANDS' } as const;

export function brandsLoader({ locale }: ScreenLoaderArgs): Promise<null> {
  return withApiErrors(async () => {
    const client = await readyClient(locale);
    await Promise.all([
      loadQuery(client, GetBrandsDocument, {}),
      // The page has its own texts when the API has no info for it.
      loadQuery(client, GetListPageInfoDocument, brandsInfoVariables).catch(() => null),
      ensureNamespaces(locale, ['listing']),
    ]);
    return null;
  });
}
