import { FRONT_PAGE_AREA } from '@/features/widgets/use-widget-area';
import { GetCategoriesDocument, GetWidgetAreaDocument } from '@/graphql/generated/operations';
import { loadQuery } from '@/graphql/load-query';
import { readyClient, withApiErrors, type ScreenLoaderArgs } from './route-loader';

/**
 * The front page is its widget area: the global loading ends when that area's data has arrived
 * (the loader's promise); the product lists inside it load their cards afterwards.
 */
export function startLoader({ locale }: ScreenLoaderArgs) {
  return withApiErrors(async () => {
    const client = await readyClient(locale);
    await Promise.all([
      loadQuery(client, GetCategoriesDocument, {}),
      loadQuery(client, GetWidgetAreaDocument, FRONT_PAGE_AREA),
    ]);
    return null;
  });
}
