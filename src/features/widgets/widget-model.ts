// The one reshaping of a widget area answer: the components see typed widgets with their
// settings parsed, never the transport's JSON strings. A widget whose settings cannot be read
// is left out rather than breaking the page.
import type { GetWidgetAreaQuery } from '@/graphql/generated/operations';
import type { ContainerDesign, ContainerLayout } from '@/graphql/generated/schema-enums';
import { toImageData, type ImageData } from '@/lib/images/image-sources';

type ApiArea = NonNullable<GetWidgetAreaQuery['widgetArea']>;
type ApiWidget = ApiArea['containers'][number]['widgets'][number];

export interface WidgetLink {
  label: string;
  url: string;
  targetBlank: boolean;
}

export interface ProductListQuery {
  categoryId?: number;
  brandId?: number;
  discountCampaignId?: number;
  sort: string;
  pageSize: number;
}

interface Base {
  id: string;
  images: ImageData[];
}

export type WidgetModel = Base &
  (
    | { type: 'IMAGE'; caption?: string; link?: WidgetLink }
    | { type: 'TEXT'; heading?: string; text?: string; align: 'left' | 'center' }
    | {
        type: 'BUTTONS';
        buttons: (WidgetLink & { style: 'primary' | 'secondary' })[];
        align: 'left' | 'center';
      }
    | {
        type: 'PRODUCT_LIST';
        title?: string;
        link?: WidgetLink;
        productIds?: number[];
        query?: ProductListQuery;
      }
    | {
        type: 'BANNER';
        style: 'hero' | 'campaign';
        eyebrow?: string;
        title: string;
        text?: string;
        primary?: WidgetLink;
        secondary?: WidgetLink;
      }
    | {
        type: 'VIDEO';
        provider: 'youtube' | 'vimeo';
        videoId: string;
        title: string;
        text?: string;
      }
    | { type: 'HTML' | 'RICH_TEXT'; html: string; heading?: string }
    | { type: 'FLOWBOX'; flowKey?: string; heading?: string }
    | { type: 'RECOMMENDATION_FEED'; feedId?: string; heading?: string }
  );

export type WidgetType = WidgetModel['type'];

export interface WidgetContainerModel {
  key: string;
  layout: ContainerLayout;
  design: ContainerDesign;
  widgets: WidgetModel[];
}

export interface WidgetAreaModel {
  id: string;
  pageType: string;
  isDraft: boolean;
  meta: { title: string; description: string };
  tags: string[];
  containers: WidgetContainerModel[];
}

function toWidget(widget: ApiWidget): WidgetModel | null {
  let settings: unknown;
  try {
    settings = JSON.parse(widget.configuration);
  } catch {
    return null;
  }
  if (typeof settings !== 'object' || settings === null) return null;
  // The server checked each type's settings before it stored them (content-rules.ts).
  return {
    ...settings,
    type: widget.type,
    id: widget.id,
    images: widget.images.map(toImageData),
  } as WidgetModel;
}

export function toWidgetArea(area: ApiArea): WidgetAreaModel {
  return {
    id: area.id,
    pageType: area.pageType,
    isDraft: area.isDraft,
    meta: area.meta,
    tags: area.tags,
    containers: area.containers
      .map((container, index) => ({
        key: `${area.id}-${String(index)}`,
        layout: container.layout,
        design: container.design,
        widgets: container.widgets.flatMap((widget) => toWidget(widget) ?? []),
      }))
      .filter((container) => container.widgets.length > 0),
  };
}
