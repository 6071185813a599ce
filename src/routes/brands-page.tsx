import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { BrandIndex } from '@/features/catalogue/components/brand-index';
import { useBrands } from '@/features/catalogue/use-brands';
import { useListPageInfo } from '@/features/catalogue/use-list-page-info';
import { useDocumentHead } from '@/lib/use-document-head';
import { brandsInfoVariables } from './brands-loader';
import './list-page.css';

/** /produsent: every brand A–Å with its number of products. */
export function BrandsPage() {
  const { t } = useTranslation(['listing', 'common']);
  const info = useListPageInfo(brandsInfoVariables);
  const brands = useBrands();
  const name = info?.name || t('brands.title');
  useDocumentHead({
    title: info?.meta.title || t('common:pageTitle', { title: name }),
    description: info?.meta.description || t('brands.description'),
  });
  return (
    <div className="container page list-page">
      <Breadcrumbs items={[{ label: t('common:home'), to: '' }, { label: name }]} />
      <header className="list-page__header">
        <h1>{name}</h1>
        <p className="list-page__description">{t('brands.intro')}</p>
      </header>
      {brands ? <BrandIndex brands={brands} /> : null}
    </div>
  );
}
