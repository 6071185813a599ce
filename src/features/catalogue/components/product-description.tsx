import { useTranslation } from 'react-i18next';
import './product-info.css';

/** Renders the description already sanitised by toProductDetail. */
export function ProductDescription({ html }: { html: string }) {
  const { t } = useTranslation('product');
  if (!html) return null;
  return (
    <section className="product-info" aria-labelledby="product-description">
      <h2 id="product-description">{t('description')}</h2>
      <div className="product-info__text" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
