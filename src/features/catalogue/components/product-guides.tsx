import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { namespacesReady } from '@/i18n/lazy-namespaces';
import { useLocale } from '@/i18n/use-locale';
import type { GuideTopic } from '../model/guide-topic';
import './product-info.css';

/** Fitting and usage advice for the product's kind; its texts load when the tab is opened. */
export function ProductGuides({ topic }: { topic: GuideTopic }) {
  use(namespacesReady(useLocale(), ['guides']));
  const { t } = useTranslation('guides');
  const steps = t(`topics.${topic}.steps`, { returnObjects: true });
  return (
    <div className="product-info guide">
      <h3>{t(`topics.${topic}.title`)}</h3>
      <p className="guide__intro">{t(`topics.${topic}.intro`)}</p>
      <h4>{t('stepsTitle')}</h4>
      <ol className="guide__steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <aside className="guide__tip" aria-label={t('tipTitle')}>
        <Icon name="info" size={22} />
        <p>
          <strong>{t('tipTitle')}: </strong>
          {t(`topics.${topic}.tip`)}
        </p>
      </aside>
      <p className="guide__note">{t('intro')}</p>
      <p className="guide__note">{t('help')}</p>
    </div>
  );
}
