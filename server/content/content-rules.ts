// What an editor may save as a widget area: the limits of an area, the settings each widget
// type takes, and the addresses links may have. Pure: the store writes only what passes here.
import type {
  ContainerDesign,
  ContainerLayout,
  WidgetAreaInput,
  WidgetType,
} from '../generated/resolvers.js';
import { ALIAS_PATTERN, isReservedAlias } from './content-address.js';
import { sanitizeRichText, sanitizeWidgetHtml } from './sanitize-html-rules.js';

export const PAGE_TYPES = ['Front Page', 'Start Page', 'Content Page'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The widget types' names as editors know them (Widget.name). */
export const WIDGET_NAMES: Record<WidgetType, string> = {
  IMAGE: 'Image',
  TEXT: 'Text',
  BUTTONS: 'Buttons',
  PRODUCT_LIST: 'Product list',
  BANNER: 'Banner',
  VIDEO: 'Video',
  HTML: 'HTML',
  RICH_TEXT: 'Rich text',
  FLOWBOX: 'Flowbox',
  RECOMMENDATION_FEED: 'Recommendation feed',
};

/** What an area may hold: enough for a rich front page, not a way to fill the database. */
export const CONTENT_LIMITS = {
  containers: 20,
  widgetsPerContainer: 8,
  configurationChars: 20_000,
  htmlChars: 15_000,
  textChars: 2_000,
  titleChars: 120,
  descriptionChars: 300,
  tags: 20,
  images: 6,
  buttons: 4,
  productIds: 24,
  pageSize: 24,
} as const;

export type ContentErrorCode =
  'REQUIRED' | 'TOO_LONG' | 'TOO_MANY' | 'INVALID_JSON' | 'INVALID_URL' | 'INVALID_VALUE';

export interface ContentFieldError {
  field: string;
  code: ContentErrorCode;
}

/** A stored widget: its type, its checked settings and its images. */
export interface StoredWidget {
  type: WidgetType;
  configuration: Record<string, unknown>;
  images: StoredImage[];
}

export interface StoredImage {
  type: string;
  fileName: string;
  alt: string;
  ratio: number;
}

export interface StoredContainer {
  layout: ContainerLayout;
  design: ContainerDesign;
  widgets: StoredWidget[];
}

export interface CheckedArea {
  family: string;
  areaName: string;
  alias: string | null;
  pageType: PageType;
  title: string;
  description: string;
  tags: string[];
  containers: StoredContainer[];
}

/** Image folders of the shop's image server a widget may show. */
const IMAGE_TYPES = new Set(['category', 'campaign', 'brand', 'product', 'logo']);
const IMAGE_FILE = /^[a-z0-9][a-z0-9-]{0,200}\.svg$/;
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;
const FLOW_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A link's address as the storefront's link rules read it: a path ('/c/...' or 'produkter'),
 * an absolute http(s) address, or mailto:/tel:. Never javascript:, data: or anything else.
 */
export function isSafeLink(value: string): boolean {
  const url = value.trim();
  if (url === '' || url.length > 500 || /[\s<>"]/.test(url)) return false;
  // What a browser reads differently from the text: control characters it drops
  // ("\u0001javascript:" is a javascript: link) and a backslash it takes for a slash ("/\\host").
  // eslint-disable-next-line no-control-regex -- exactly the characters refused
  if (/[\u0000-\u001F\u007F\\]/.test(url)) return false;
  if (url.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  return ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

type Settings = Record<string, unknown>;

class Checker {
  readonly errors: ContentFieldError[] = [];
  constructor(readonly at: string) {}

  fail(field: string, code: ContentErrorCode): void {
    this.errors.push({ field: `${this.at}.${field}`, code });
  }

  text(settings: Settings, key: string, opts: { required?: boolean; max?: number } = {}) {
    const value = settings[key];
    if (value === undefined || value === null || value === '') {
      if (opts.required) this.fail(key, 'REQUIRED');
      return undefined;
    }
    if (typeof value !== 'string') {
      this.fail(key, 'INVALID_VALUE');
      return undefined;
    }
    const trimmed = value.trim();
    if (opts.required && trimmed === '') {
      this.fail(key, 'REQUIRED');
      return undefined;
    }
    if (trimmed.length > (opts.max ?? CONTENT_LIMITS.textChars)) {
      this.fail(key, 'TOO_LONG');
      return undefined;
    }
    return trimmed;
  }

  link(settings: Settings, key: string, required = false) {
    const value = settings[key];
    if (value === undefined || value === null) {
      if (required) this.fail(key, 'REQUIRED');
      return undefined;
    }
    if (typeof value !== 'object' || Array.isArray(value)) {
      this.fail(key, 'INVALID_VALUE');
      return undefined;
    }
    const link = value as Settings;
    const label = this.text(link, 'label', { required: true, max: 60 });
    const url = typeof link.url === 'string' ? link.url.trim() : '';
    if (!isSafeLink(url)) this.fail(`${key}.url`, 'INVALID_URL');
    return label && isSafeLink(url)
      ? { label, url, targetBlank: link.targetBlank === true }
      : undefined;
  }

  oneOf<T extends string>(settings: Settings, key: string, values: readonly T[], fallback: T): T {
    const value = settings[key];
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'string' && (values as readonly string[]).includes(value))
      return value as T;
    this.fail(key, 'INVALID_VALUE');
    return fallback;
  }

  positiveInt(settings: Settings, key: string, max: number) {
    const value = settings[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
      this.fail(key, 'INVALID_VALUE');
      return undefined;
    }
    return value;
  }
}

const compact = (settings: Settings): Settings =>
  Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));

/** The settings each type keeps (anything else an editor sends is dropped). */
function checkSettings(type: WidgetType, settings: Settings, check: Checker): Settings {
  switch (type) {
    case 'IMAGE':
      return compact({
        caption: check.text(settings, 'caption', { max: 200 }),
        link: check.link(settings, 'link'),
      });
    case 'TEXT': {
      // A heading alone is a section's title (above the tiles of the next container).
      const heading = check.text(settings, 'heading', { max: CONTENT_LIMITS.titleChars });
      return compact({
        heading,
        text: check.text(settings, 'text', { required: heading === undefined }),
        align: check.oneOf(settings, 'align', ['left', 'center'], 'left'),
      });
    }
    case 'BUTTONS': {
      const buttons = Array.isArray(settings.buttons) ? (settings.buttons as unknown[]) : [];
      if (buttons.length === 0) check.fail('buttons', 'REQUIRED');
      if (buttons.length > CONTENT_LIMITS.buttons) check.fail('buttons', 'TOO_MANY');
      return {
        buttons: buttons.slice(0, CONTENT_LIMITS.buttons).flatMap((button, index) => {
          const link = check.link({ [`buttons.${index}`]: button }, `buttons.${index}`, true);
          const style = check.oneOf(
            (button ?? {}) as Settings,
            'style',
            ['primary', 'secondary'],
            'primary',
          );
          return link ? [{ ...link, style }] : [];
        }),
        align: check.oneOf(settings, 'align', ['left', 'center'], 'left'),
      };
    }
    case 'PRODUCT_LIST':
      return checkProductList(settings, check);
    case 'BANNER':
      return compact({
        eyebrow: check.text(settings, 'eyebrow', { max: 60 }),
        title: check.text(settings, 'title', { required: true, max: CONTENT_LIMITS.titleChars }),
        text: check.text(settings, 'text', { max: 400 }),
        primary: check.link(settings, 'primary'),
        secondary: check.link(settings, 'secondary'),
        style: check.oneOf(settings, 'style', ['hero', 'campaign'], 'campaign'),
      });
    case 'VIDEO': {
      const videoId = check.text(settings, 'videoId', { required: true, max: 20 });
      if (videoId && !VIDEO_ID.test(videoId)) check.fail('videoId', 'INVALID_VALUE');
      return compact({
        provider: check.oneOf(settings, 'provider', ['youtube', 'vimeo'], 'youtube'),
        videoId,
        title: check.text(settings, 'title', { required: true, max: CONTENT_LIMITS.titleChars }),
        text: check.text(settings, 'text', { max: 400 }),
      });
    }
    case 'HTML':
    case 'RICH_TEXT': {
      const html = check.text(settings, 'html', { required: true, max: CONTENT_LIMITS.htmlChars });
      return compact({
        html: html === undefined ? undefined : sanitizeFor(type, html),
        heading: check.text(settings, 'heading', { max: CONTENT_LIMITS.titleChars }),
      });
    }
    case 'FLOWBOX': {
      const flowKey = check.text(settings, 'flowKey', { max: 64 });
      if (flowKey && !FLOW_KEY.test(flowKey)) check.fail('flowKey', 'INVALID_VALUE');
      return compact({ flowKey, heading: check.text(settings, 'heading', { max: 120 }) });
    }
    case 'RECOMMENDATION_FEED':
      return compact({
        feedId: check.text(settings, 'feedId', { max: 64 }),
        heading: check.text(settings, 'heading', { max: 120 }),
      });
  }
}

function checkProductList(settings: Settings, check: Checker): Settings {
  const title = check.text(settings, 'title', { max: CONTENT_LIMITS.titleChars });
  const link = check.link(settings, 'link');
  if (Array.isArray(settings.productIds)) {
    const ids = settings.productIds as unknown[];
    if (ids.length === 0) check.fail('productIds', 'REQUIRED');
    if (ids.length > CONTENT_LIMITS.productIds) check.fail('productIds', 'TOO_MANY');
    if (!ids.every((id) => typeof id === 'number' && Number.isInteger(id) && id > 0))
      check.fail('productIds', 'INVALID_VALUE');
    return compact({ title, link, productIds: ids.slice(0, CONTENT_LIMITS.productIds) });
  }
  const query = (settings.query ?? {}) as Settings;
  if (typeof query !== 'object' || Array.isArray(query)) check.fail('query', 'INVALID_VALUE');
  const sorts = [
    'POPULARITY',
    'NEWEST',
    'PRICE_ASC',
    'PRICE_DESC',
    'NAME_ASC',
    'NAME_DESC',
    'DISCOUNT',
  ];
  return compact({
    title,
    link,
    query: compact({
      categoryId: check.positiveInt(query, 'categoryId', 1_000_000),
      brandId: check.positiveInt(query, 'brandId', 1_000_000),
      discountCampaignId: check.positiveInt(query, 'discountCampaignId', 1_000_000),
      sort: check.oneOf(query, 'sort', sorts, 'POPULARITY'),
      pageSize: check.positiveInt(query, 'pageSize', CONTENT_LIMITS.pageSize) ?? 8,
    }),
  });
}

const sanitizeFor = (type: 'HTML' | 'RICH_TEXT', html: string) =>
  type === 'HTML' ? sanitizeWidgetHtml(html) : sanitizeRichText(html);

/** A stored widget's settings as shoppers get them: its HTML cleaned once more on the way out. */
export function publicSettings(widget: StoredWidget): Settings {
  if (widget.type !== 'HTML' && widget.type !== 'RICH_TEXT') return widget.configuration;
  const html = widget.configuration.html;
  return {
    ...widget.configuration,
    html: typeof html === 'string' ? sanitizeFor(widget.type, html) : '',
  };
}

/** The editor's area, checked: the area to store, or every field at fault. */
export function checkArea(
  input: WidgetAreaInput,
): { area: CheckedArea; errors: [] } | { area: null; errors: ContentFieldError[] } {
  const errors: ContentFieldError[] = [];
  const family = input.family.trim();
  const areaName = input.areaName.trim();
  if (family === '' || family.length > 60) errors.push({ field: 'family', code: 'INVALID_VALUE' });
  if (areaName === '' || areaName.length > 80)
    errors.push({ field: 'areaName', code: 'INVALID_VALUE' });
  const alias = input.alias?.trim() ? input.alias.trim() : null;
  if (alias !== null && (!ALIAS_PATTERN.test(alias) || isReservedAlias(alias)))
    errors.push({ field: 'alias', code: 'INVALID_VALUE' });
  const pageType = (PAGE_TYPES as readonly string[]).includes(input.pageType)
    ? (input.pageType as PageType)
    : null;
  if (!pageType) errors.push({ field: 'pageType', code: 'INVALID_VALUE' });
  if (pageType === 'Content Page' && alias === null)
    errors.push({ field: 'alias', code: 'REQUIRED' });
  const title = input.title.trim();
  if (title === '') errors.push({ field: 'title', code: 'REQUIRED' });
  if (title.length > CONTENT_LIMITS.titleChars) errors.push({ field: 'title', code: 'TOO_LONG' });
  const description = (input.description ?? '').trim();
  if (description.length > CONTENT_LIMITS.descriptionChars)
    errors.push({ field: 'description', code: 'TOO_LONG' });
  const tags = (input.tags ?? []).map((tag) => tag.trim()).filter(Boolean);
  if (tags.length > CONTENT_LIMITS.tags || tags.some((tag) => tag.length > 40))
    errors.push({ field: 'tags', code: 'TOO_MANY' });
  if (input.containers.length > CONTENT_LIMITS.containers)
    errors.push({ field: 'containers', code: 'TOO_MANY' });

  const containers = input.containers.slice(0, CONTENT_LIMITS.containers).map((container, c) => {
    if (container.widgets.length > CONTENT_LIMITS.widgetsPerContainer)
      errors.push({ field: `containers.${c}.widgets`, code: 'TOO_MANY' });
    const widgets = container.widgets
      .slice(0, CONTENT_LIMITS.widgetsPerContainer)
      .map((widget, w): StoredWidget => {
        const check = new Checker(`containers.${c}.widgets.${w}.configuration`);
        let settings: Settings = {};
        if (widget.configuration.length > CONTENT_LIMITS.configurationChars) {
          check.errors.push({ field: check.at, code: 'TOO_LONG' });
        } else {
          try {
            const parsed: unknown = JSON.parse(widget.configuration || '{}');
            if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
              throw new Error('not an object');
            settings = parsed as Settings;
          } catch {
            check.errors.push({ field: check.at, code: 'INVALID_JSON' });
          }
        }
        const configuration = checkSettings(widget.type, settings, check);
        // A widget for some customer types only (widgetArea's customerType picks them).
        if (settings.customerTypes !== undefined) {
          const types = settings.customerTypes;
          if (
            Array.isArray(types) &&
            types.length > 0 &&
            types.every((type) => type === 'PERSON' || type === 'COMPANY')
          )
            configuration.customerTypes = types;
          else check.fail('customerTypes', 'INVALID_VALUE');
        }
        const images = (widget.images ?? []).map((image, i) => {
          const at = `containers.${c}.widgets.${w}.images.${i}`;
          if (!IMAGE_TYPES.has(image.type))
            errors.push({ field: `${at}.type`, code: 'INVALID_VALUE' });
          if (!IMAGE_FILE.test(image.fileName))
            errors.push({ field: `${at}.fileName`, code: 'INVALID_VALUE' });
          if (image.alt.length > 200) errors.push({ field: `${at}.alt`, code: 'TOO_LONG' });
          const ratio = image.ratio ?? 1;
          return {
            type: image.type,
            fileName: image.fileName,
            alt: image.alt.trim(),
            ratio: ratio > 0 && ratio < 10 ? ratio : 1,
          };
        });
        if (images.length > CONTENT_LIMITS.images)
          errors.push({ field: `containers.${c}.widgets.${w}.images`, code: 'TOO_MANY' });
        if (widget.type === 'IMAGE' && images.length === 0)
          errors.push({ field: `containers.${c}.widgets.${w}.images`, code: 'REQUIRED' });
        errors.push(...check.errors);
        return { type: widget.type, configuration, images };
      });
    return { layout: container.layout, design: container.design, widgets };
  });
  if (errors.length > 0 || !pageType) return { area: null, errors };
  return {
    area: { family, areaName, alias, pageType, title, description, tags, containers },
    errors: [],
  };
}
