import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/ui/safe-html';
import './product-info.css';

/** The product description: our API's simple HTML, still sanitised before rendering. */
export function ProductDescription({ html }: { html: string }) {
  const { t } = useTranslation('product');
  if (!html) return null;
  return (
    <section className="product-info" aria-labelledby="product-description">
      <h2 id="product-description">{t('description')}</h2>
      <SafeHtml className="product-info__text" html={html} />
    </section>
  );
}
