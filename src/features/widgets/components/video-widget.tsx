import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/components/ui/image';
import type { WidgetModel } from '../widget-model';

type Video = Extract<WidgetModel, { type: 'VIDEO' }>;

/** The player's address: YouTube's privacy-enhanced host, autoplay since the shopper pressed play. */
export function playerUrl(video: Pick<Video, 'provider' | 'videoId'>): string {
  const id = encodeURIComponent(video.videoId);
  return video.provider === 'vimeo'
    ? `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`
    : `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
}

/**
 * A video that asks the video service for nothing until the shopper presses play: until then
 * it is the shop's own poster and a button; the player's frame comes only after the press.
 */
export function VideoWidget({ widget }: { widget: Video }) {
  // The only widget with words of its own, two of them: in the start page's namespace (bundled),
  // not in the information pages' (8 kB a first visit to / loaded for them; issue 18).
  const { t } = useTranslation('start');
  const [isPlaying, setPlaying] = useState(false);
  const provider = widget.provider === 'vimeo' ? 'Vimeo' : 'YouTube';
  return (
    <figure className="video-widget">
      <div className="video-widget__frame">
        {isPlaying ? (
          <iframe
            src={playerUrl(widget)}
            title={widget.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            {widget.images[0] ? (
              <ResponsiveImage image={widget.images[0]} sizes="(max-width: 767px) 100vw, 640px" />
            ) : null}
            <button type="button" className="video-widget__play" onClick={() => setPlaying(true)}>
              <span className="video-widget__play-icon" aria-hidden="true" />
              <span>{t('videoPlay', { title: widget.title })}</span>
            </button>
          </>
        )}
      </div>
      <figcaption>
        <strong className="video-widget__title">{widget.title}</strong>
        {widget.text ? <span>{widget.text}</span> : null}
        {isPlaying ? null : (
          <small className="video-widget__notice">{t('videoNotice', { provider })}</small>
        )}
      </figcaption>
    </figure>
  );
}
