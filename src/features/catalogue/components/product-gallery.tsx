import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/components/ui/image';
import type { ImageData } from '@/lib/images/image-sources';
import './product-gallery.css';

const THUMB_SIZES = '80px';

/** Main image (spec size rule: 5xx/6xx on phones, largest elsewhere) and thumbnails. */
export function ProductGallery({ images }: { images: readonly ImageData[] }) {
  const { t } = useTranslation('product');
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0] ?? null;

  return (
    <section className="gallery" aria-label={t('gallery')}>
      <div className="gallery__main">
        <ResponsiveImage key={current?.sources[0]?.url ?? 'none'} image={current} isPriority />
      </div>
      {images.length > 1 ? (
        <ul role="list" className="gallery__thumbs">
          {images.map((image, thumbIndex) => (
            <li key={image.sources[0]?.url ?? thumbIndex}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('showImage', { index: thumbIndex + 1, count: images.length })}
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
