import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import {
  DELIVERY_DAYS_HEAVY,
  DELIVERY_DAYS_NORMAL,
  DELIVERY_DAYS_SUPPLIER,
  FREE_SHIPPING_FROM_KR,
  INFO_PAGE_PATHS,
  INVOICE_DAYS,
  OPEN_PURCHASE_DAYS,
  RETURN_COST_MIN_KR,
  SHIPPING_FROM_KR,
  SHOP_CONTACT,
  type InfoPagePath,
} from '@/config/constants';
import { ContactInfo } from '@/features/site/contact-info';
import { namespacesReady } from '@/i18n/lazy-namespaces';
import { stripLocale } from '@/i18n/locale';
import { useLocale } from '@/i18n/use-locale';
import { useDocumentHead } from '@/lib/use-document-head';
import './content-page.css';

interface InfoSection {
  heading: string;
  paragraphs: string[];
}

const isInfoPath = (path: string): path is InfoPagePath =>
  (INFO_PAGE_PATHS as readonly string[]).includes(path);

/** The shop's figures the texts quote, from the same constants the shop works with. */
const FIGURES = {
  shippingFrom: SHIPPING_FROM_KR,
  freeFrom: FREE_SHIPPING_FROM_KR,
  openPurchaseDays: OPEN_PURCHASE_DAYS,
  returnCost: RETURN_COST_MIN_KR,
  invoiceDays: INVOICE_DAYS,
  normalMin: DELIVERY_DAYS_NORMAL.min,
  normalMax: DELIVERY_DAYS_NORMAL.max,
  heavyMin: DELIVERY_DAYS_HEAVY.min,
  heavyMax: DELIVERY_DAYS_HEAVY.max,
  supplierMin: DELIVERY_DAYS_SUPPLIER.min,
  supplierMax: DELIVERY_DAYS_SUPPLIER.max,
  ...SHOP_CONTACT,
};

/** Purchase terms, shipping, returns, contact, about, privacy and cookies (footer links). */
export function InfoPage() {
  const locale = useLocale();
  use(namespacesReady(locale, ['info']));
  const { t } = useTranslation(['info', 'common']);
  const slug = stripLocale(useLocation().pathname).replace(/^\/|\/$/g, '');
  const page: InfoPagePath = isInfoPath(slug) ? slug : INFO_PAGE_PATHS[0];
  const title = t(`${page}.title`);
  const sections = t(`${page}.sections`, { returnObjects: true, ...FIGURES }) as InfoSection[];
  useDocumentHead({
    title: t('common:pageTitle', { title }),
    description: t(`${page}.metaDescription`, FIGURES),
  });
  return (
    <div className="container container--narrow page content-page">
      <Breadcrumbs items={[{ label: t('common:home'), to: '' }, { label: title }]} />
      <h1>{title}</h1>
      <p className="content-page__lead">{t(`${page}.lead`, FIGURES)}</p>
      {page === 'kontakt-oss' ? <ContactInfo className="content-page__contact" /> : null}
      {sections.map((section) => (
        <section key={section.heading} className="content-page__section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
