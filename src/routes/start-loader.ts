import { bodyWidgetsModule } from '@/features/widgets/body-widgets-module';
import { FRONT_PAGE_AREA, forCustomerType } from '@/features/widgets/front-page-area';
import { GetWidgetAreaDocument } from '@/graphql/generated/operations';
import { loadQuery } from '@/graphql/load-query';
import { widgetProductListModule } from './widget-product-list-module';
import { customerTypeNow } from './customer-type-now';
import { readyClient, withApiErrors, type ScreenLoaderArgs } from './route-loader';

/**
 * The front page is its widget area: the global loading ends when that area's data has arrived
 * (the loader's promise, with the widgets' code); the product lists load their cards afterwards.
 */
export function startLoader({ locale }: ScreenLoaderArgs) {
  return withApiErrors(async () => {
    const client = await readyClient(locale);
    await Promise.all([
      loadQuery(client, GetWidgetAreaDocument, forCustomerType(FRONT_PAGE_AREA, customerTypeNow())),
      // The widgets below the banner render with the page, not after it (no shift, CLS 0);
      // the shell's plan preloads both chunks (app/shell/prefetch-requests.ts).
      bodyWidgetsModule.load(),
      widgetProductListModule.load(),
    ]);
    return null;
  });
}
