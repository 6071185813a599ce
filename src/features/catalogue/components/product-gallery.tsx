import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { ResponsiveImage } from '@/components/ui/image';
import type { ImageData } from '@/lib/images/image-sources';
import './product-gallery.css';

const THUMB_SIZES = '80px';
const SWIPE_PX = 40;

/**
 * Main image and thumbnails. The main image follows the spec's size rule (a 5xx/6xx width on
 * phones, the largest elsewhere), shows a skeleton until loaded and keeps ratio 1 if it fails.
 * Phones swipe between images; arrows and thumbnails work everywhere.
 */
export function ProductGallery({ images }: { images: readonly ImageData[] }) {
  const { t } = useTranslation('product');
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const count = images.length;
  const current = images[index] ?? images[0] ?? null;
  const go = (step: number) => setIndex((index + step + count) % count);

  return (
    <section className="gallery" aria-label={t('gallery')}>
      <div
        className="gallery__main"
        onTouchStart={(event) => {
          touchX.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchX.current;
          const end = event.changedTouches[0]?.clientX;
          touchX.current = null;
          if (start === null || end === undefined || count < 2) return;
          if (Math.abs(end - start) > SWIPE_PX) go(end < start ? 1 : -1);
        }}
      >
        <ResponsiveImage key={current?.sources[0]?.url ?? 'none'} image={current} isPriority />
        {count > 1 ? (
          <>
            <button
              type="button"
              className="gallery__step gallery__step--previous"
              aria-label={t('previousImage')}
              onClick={() => go(-1)}
            >
              <Icon name="chevronLeft" />
            </button>
            <button
              type="button"
              className="gallery__step gallery__step--next"
              aria-label={t('nextImage')}
              onClick={() => go(1)}
            >
              <Icon name="chevronRight" />
            </button>
            <p className="gallery__counter" aria-live="polite">
              {t('imageOf', { index: index + 1, count })}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul role="list" className="gallery__thumbs">
          {images.map((image, thumbIndex) => (
            <li key={image.sources[0]?.url ?? thumbIndex}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('showImage', { index: thumbIndex + 1, count })}
                aria-pressed={thumbIndex === index}
                onClick={() => setIndex(thumbIndex)}
              >
                <ResponsiveImage image={{ ...image, alt: '' }} sizes={THUMB_SIZES} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
