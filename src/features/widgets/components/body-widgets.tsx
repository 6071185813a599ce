import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '@/components/ui/app-link';
import { buttonClassName } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/image';
import type { WidgetModel } from '../widget-model';
import { FlowboxWidget } from './flowbox-widget';
import { VideoWidget } from './video-widget';
import { RecommendationFeedWidget } from './recommendation-feed-widget';
import type { WidgetSlots } from './widget-area';
import './body-widgets.css';

type Of<T extends WidgetModel['type']> = Extract<WidgetModel, { type: T }>;

const TILE_SIZES = '(max-width: 767px) 50vw, (max-width: 1199px) 25vw, 340px';

/** Every widget type but the banner (widget-area.tsx loads this module lazily). */
export function BodyWidget({
  widget,
  productList: ProductList,
  recommendationFeed,
}: { widget: WidgetModel } & WidgetSlots) {
  switch (widget.type) {
    case 'IMAGE':
      return <ImageWidget widget={widget} />;
    case 'TEXT':
      return <TextWidget widget={widget} />;
    case 'BUTTONS':
      return <ButtonsWidget widget={widget} />;
    case 'PRODUCT_LIST':
      return <ProductList widget={widget} />;
    case 'VIDEO':
      return <VideoWidget widget={widget} />;
    case 'HTML':
    case 'RICH_TEXT':
      return <HtmlWidget widget={widget} />;
    case 'FLOWBOX':
      return <FlowboxWidget widget={widget} />;
    case 'RECOMMENDATION_FEED':
      return recommendationFeed ? (
        <RecommendationFeedWidget widget={widget} feed={recommendationFeed} />
      ) : null;
    case 'BANNER':
      return null;
  }
}

const captioned = (widget: Of<'IMAGE'>) => {
  const [image] = widget.images;
  return image && widget.caption ? { ...image, alt: '' } : image;
};

function ImageWidget({ widget }: { widget: Of<'IMAGE'> }) {
  const picture = (
    <>
      <div className="image-widget__media">
        {/* With a caption the picture is decoration: the link's name is the caption alone. */}
        <ResponsiveImage image={captioned(widget)} sizes={TILE_SIZES} />
      </div>
      {widget.caption ? <span className="image-widget__caption">{widget.caption}</span> : null}
    </>
  );
  return (
    <figure className={`image-widget${widget.link ? ' image-widget--link' : ''}`}>
      {widget.link ? (
        <AppLink
          to={widget.link.url}
          newTab={widget.link.targetBlank}
          className="image-widget__link"
        >
          {picture}
        </AppLink>
      ) : (
        picture
      )}
    </figure>
  );
}

function TextWidget({ widget }: { widget: Of<'TEXT'> }) {
  return (
    <div
      className={`text-widget text-widget--${widget.align}${widget.text ? '' : ' text-widget--heading'}`}
    >
      {widget.heading ? <h2 className="text-widget__heading">{widget.heading}</h2> : null}
      {(widget.text ?? '')
        .split(/\n{2,}/)
        .flatMap((paragraph) => (paragraph ? [<p key={paragraph}>{paragraph}</p>] : []))}
    </div>
  );
}

function ButtonsWidget({ widget }: { widget: Of<'BUTTONS'> }) {
  return (
    <div className={`buttons-widget buttons-widget--${widget.align}`}>
      {widget.buttons.map((button) => (
        <AppLink
          key={`${button.url}-${button.label}`}
          to={button.url}
          newTab={button.targetBlank}
          className={buttonClassName(button.style, 'l')}
        >
          {button.label}
        </AppLink>
      ))}
    </div>
  );
}

/**
 * A plain click on a link of the shop's own in an editor's HTML opens it in the app, as the
 * shop's other links do: no page load, and under the market's path segment (/se) when the page
 * has one (the editor writes /kundetjeneste; the router's basename adds /se). A new tab, a
 * modified click, another site or a download is the browser's.
 */
function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}

/** HTML the server sanitised with its allowlist (server/content): no script, handler or style. */
function HtmlWidget({ widget }: { widget: Of<'HTML' | 'RICH_TEXT'> }) {
  const onClick = useInAppLinks();
  return (
    <div className={widget.type === 'RICH_TEXT' ? 'rich-text' : 'html-widget'}>
      {widget.heading ? <h2>{widget.heading}</h2> : null}
      {/* Clicks on its links are delegated here (a link keeps its keyboard use: Enter clicks it). */}
      <div onClick={onClick} dangerouslySetInnerHTML={{ __html: widget.html }} />
    </div>
  );
}
