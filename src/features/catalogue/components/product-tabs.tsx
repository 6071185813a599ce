import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import type { GuideTopic } from '../model/guide-topic';
import type { ProductDetailModel } from '../model/product-detail-model';
import { PaymentInfo } from './payment-info';
import { ProductDescription } from './product-description';
import { ProductGuides } from './product-guides';
import { ProductSpecs } from './product-specs';
import { ShippingInfo } from './shipping-info';

/** Each panel is headed for screen readers and the page outline; the tab shows the name. */
function panel(id: string, label: string, content: ReactNode): TabItem {
  return {
    id,
    label,
    render: () => (
      <>
        <h2 className="visually-hidden">{label}</h2>
        {content}
      </>
    ),
  };
}

/** Description, specifications, shipping and returns, payment and guides (the spec's tabs). */
export function ProductTabs({
  product,
  topic,
  extraTabs = [],
}: {
  product: ProductDetailModel;
  topic: GuideTopic;
  /** Tabs other features add after these (the route composes them: reviews). */
  extraTabs?: readonly TabItem[];
}) {
  const { t } = useTranslation(['product', 'details', 'common']);
  const tabs = [
    product.description
      ? panel('description', t('description'), <ProductDescription html={product.description} />)
      : null,
    product.parameters.length > 0
      ? panel(
          'specifications',
          t('specifications'),
          <ProductSpecs parameters={product.parameters} />,
        )
      : null,
    panel('shipping', t('details:tabs.shipping'), <ShippingInfo />),
    panel('payment', t('details:tabs.payment'), <PaymentInfo />),
    panel(
      'guides',
      t('details:tabs.guides'),
      <Suspense fallback={<Spinner label={t('common:loading')} />}>
        <ProductGuides topic={topic} />
      </Suspense>,
    ),
    ...extraTabs,
  ].filter((tab) => tab !== null);
  return (
    <section className="product-tabs" aria-label={t('details:tabs.label')}>
      <Tabs label={t('details:tabs.label')} tabs={tabs} />
    </section>
  );
}
