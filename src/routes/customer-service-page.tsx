import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ContactInfo } from '@/features/site/contact-info';
import { useDocumentHead } from '@/lib/use-document-head';
import './content-page.css';

export function CustomerServicePage() {
  const { t } = useTranslation(['pages', 'common']);
  useDocumentHead({
    title: t('common:pageTitle', { title: t('customerService.title') }),
    description: t('customerService.metaDescription'),
  });
  return (
    <div className="container container--narrow page content-page">
      <Breadcrumbs
        items={[{ label: t('common:home'), to: '' }, { label: t('customerService.title') }]}
      />
      <h1>{t('customerService.title')}</h1>
      <p className="content-page__lead">{t('customerService.intro')}</p>
      <ContactInfo className="content-page__contact" />
    </div>
  );
}
