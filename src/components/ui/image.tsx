import { startTransition, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickImageSource, srcSet, type ImageData } from '@/lib/images/image-sources';
import { useSaveData } from '@/lib/network/connection';
import { useIsPhone } from '@/lib/use-media-query';
import './image.css';

interface ResponsiveImageProps {
  image: ImageData | null | undefined;
  /**
   * A sizes attribute lets the browser choose from the whole srcset (lists, tiles).
   * Without it the spec's rule picks one size: 5xx/6xx on phones, the largest elsewhere.
   * Under Save-Data either way gives one size smaller.
   */
  sizes?: string;
  /** Above the fold: load eagerly with high priority. */
  isPriority?: boolean;
  className?: string;
}

type Status = 'loading' | 'loaded' | 'failed';

export function ResponsiveImage({
  image,
  sizes,
  isPriority = false,
  className,
}: ResponsiveImageProps) {
  const { t } = useTranslation('common');
  const isPhone = useIsPhone();
  // Save-Data: one size smaller than the spec's pick or the browser's choice (issue 18).
  const saveData = useSaveData();
  const [status, setStatus] = useState<Status>('loading');
  const picked = image ? pickImageSource(image.sources, isPhone, saveData) : undefined;
  // A missing or failed image keeps its box at ratio 1 (the spec: 'image load failure sets
  // real ratio 1').
  const ratio = status === 'failed' || !picked || !image ? 1 : image.ratio;

  return (
    <div
      className={`image image--${picked ? status : 'failed'}${isPriority ? ' image--priority' : ''} ${className ?? ''}`.trim()}
      style={{ aspectRatio: ratio }}
    >
      {image && picked && status !== 'failed' ? (
        <img
          src={picked.url}
          srcSet={sizes ? srcSet(image.sources, saveData) : undefined}
          sizes={sizes}
          alt={image.alt}
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : 'auto'}
          decoding="async"
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
          ref={(element) => {
            // An image the browser already has: shown in a later render, not in a synchronous
            // one inside the commit that made it (one per card, while the page is starting).
            if (element?.complete && element.naturalWidth > 0)
              startTransition(() => setStatus('loaded'));
          }}
        />
      ) : (
        <span className="image__missing" role="img" aria-label={image?.alt || t('image.missing')} />
      )}
    </div>
  );
}
