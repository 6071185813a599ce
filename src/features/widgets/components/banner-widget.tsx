import { AppLink } from '@/components/ui/app-link';
import { buttonClassName } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/image';
import type { WidgetModel } from '../widget-model';
import { HeroLandscape } from './hero-landscape';
import './banner-widget.css';

type Banner = Extract<WidgetModel, { type: 'BANNER' }>;

/**
 * The Banner widget. Its hero style is the front page's first paint (and its LCP): the app shell
 * renders it from the same component, so the page the app takes over looks the same (no shift).
 * It is part of the start page's first chunk; every other widget loads lazily.
 */
export function BannerWidget({ widget, isFirst }: { widget: Banner; isFirst: boolean }) {
  const image = widget.images[0];
  const isHero = widget.style === 'hero';
  // The front page's hero keeps the id the shell and its tests know it by.
  const titleId = isHero && isFirst ? 'hero-title' : `${widget.id}-title`;
  // A page that starts with a banner has its title there (the content page then shows no h1).
  const Title = isFirst ? 'h1' : 'h2';
  return (
    <section className={isHero ? 'hero' : 'hero hero--campaign'} aria-labelledby={titleId}>
      {image ? (
        <ResponsiveImage image={image} className="hero__art" isPriority={isFirst} />
      ) : (
        <HeroLandscape />
      )}
      <div className="hero__content container">
        {widget.eyebrow ? <p className="hero__eyebrow">{widget.eyebrow}</p> : null}
        <Title id={titleId} className="hero__title">
          {widget.title}
        </Title>
        {widget.text ? <p className="hero__text">{widget.text}</p> : null}
        {widget.primary || widget.secondary ? (
          <div className="hero__actions">
            {widget.primary ? (
              <AppLink
                to={widget.primary.url}
                newTab={widget.primary.targetBlank}
                className={buttonClassName('primary', 'l')}
              >
                {widget.primary.label}
              </AppLink>
            ) : null}
            {widget.secondary ? (
              <AppLink
                to={widget.secondary.url}
                newTab={widget.secondary.targetBlank}
                className={buttonClassName('inverse', 'l')}
              >
                {widget.secondary.label}
              </AppLink>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
