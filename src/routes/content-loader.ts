import { redirect } from 'react-router-dom';
import { bodyWidgetsModule } from '@/features/widgets/body-widgets-module';
import { forCustomerType } from '@/features/widgets/front-page-area';
import {
  GetWidgetAreaDocument,
  type GetWidgetAreaQueryVariables,
} from '@/graphql/generated/operations';
import { loadQuery } from '@/graphql/load-query';
import { ensureNamespaces } from '@/i18n/lazy-namespaces';
import { LOCALE_PREFIX } from '@/i18n/locale';
import { customerTypeNow } from './customer-type-now';
import { widgetProductListModule } from './widget-product-list-module';
import { notFound, readyClient, withApiErrors, type ScreenLoaderArgs } from './route-loader';

export interface ContentLoaderData {
  variables: GetWidgetAreaQueryVariables;
  isPreview: boolean;
}

/**
 * An area's answer: from the cache like every page (offline too), but a preview asks the server
 * each time, as the editor it is for (a visitor's preview is the published page).
 */
async function loadArea(args: ScreenLoaderArgs, asked: GetWidgetAreaQueryVariables) {
  const client = await readyClient(args.locale);
  const variables = forCustomerType(asked, customerTypeNow());
  const [data] = await Promise.all([
    variables.preview
      ? client
          .query({ query: GetWidgetAreaDocument, variables, fetchPolicy: 'network-only' })
          .then((result) => result.data)
      : loadQuery(client, GetWidgetAreaDocument, variables),
    ensureNamespaces(args.locale, ['info']),
    // The page's widgets (all but a banner) come with it, not after it has shown its title.
    bodyWidgetsModule.load(),
    widgetProductListModule.load(),
  ]);
  return data.widgetArea;
}

/** /content/{alias} and the catch-all /{alias}: a content page, or 404 when nobody has it. */
export function contentLoader(args: ScreenLoaderArgs): Promise<ContentLoaderData> {
  return withApiErrors(async () => {
    const alias = args.params.alias ?? '';
    const isPreview = args.url.searchParams.has('preview');
    const variables: GetWidgetAreaQueryVariables = {
      url: alias,
      ...(isPreview ? { preview: true } : {}),
    };
    if (!(await loadArea(args, variables))) notFound();
    return { variables, isPreview };
  });
}

/**
 * /preview-widgets (and /content/preview): an area by ?family=&areaName= or ?url=, its draft
 * for an editor, the published version for anyone else.
 */
export function previewLoader(args: ScreenLoaderArgs): Promise<ContentLoaderData> {
  return withApiErrors(async () => {
    const params = args.url.searchParams;
    const url = params.get('url');
    const family = params.get('family') ?? 'Frontpage';
    const variables: GetWidgetAreaQueryVariables = url
      ? { url, preview: true }
      : {
          family,
          preview: true,
          ...(params.get('areaName') ? { areaName: params.get('areaName') } : {}),
        };
    if (!(await loadArea(args, variables))) notFound();
    return { variables, isPreview: true };
  });
}

/** /start: the area of page type 'Start Page' when one is configured, else the index. */
export function startContentLoader(args: ScreenLoaderArgs): Promise<ContentLoaderData | Response> {
  return withApiErrors(async () => {
    const variables: GetWidgetAreaQueryVariables = { family: 'Start' };
    if (!(await loadArea(args, variables))) return redirect(LOCALE_PREFIX[args.locale] || '/');
    return { variables, isPreview: false };
  });
}
