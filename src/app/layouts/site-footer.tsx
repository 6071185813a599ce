import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { Icon } from '@/components/ui/icon';
import { Logo } from '@/components/ui/logo';
import { SHOP_CONTACT } from '@/config/constants';
import { requestConsentSettings } from '@/lib/consent/settings-request';
import { useChannelConfiguration } from '@/features/channel/channel-configuration';
import { selectAuthUser } from '@/features/account/auth-slice';
import { CustomerTypeToggle } from '@/features/customer-type/customer-type-toggle';
import { selectVatIncluded } from '@/features/customer-type/customer-type-slice';
import { VatToggle } from '@/features/customer-type/vat-toggle';
import { FooterMenu } from '@/features/navigation/footer-menu';
import { NewsletterForm } from '@/features/newsletter/newsletter-form';
import { ContactInfo } from '@/features/site/contact-info';
import { PaymentLogos } from '@/features/site/payment-logos';
import { useSellingPoints } from '@/features/site/selling-points';
import './site-footer.css';
import { useMarketContext } from '@/lib/market/use-market-shipping';

export function SiteFooter() {
  const { t } = useTranslation(['footer', 'common']);
  const points = useSellingPoints();
  // The payment methods the market's checkout offers (no Vipps in Sweden).
  const marketContext = useMarketContext();
  const vatIncluded = useAppSelector(selectVatIncluded);
  const { customerTypes } = useChannelConfiguration();
  // A logged-in account's type is shown, not chosen.
  const lockedTo = useAppSelector(selectAuthUser)?.customerType ?? null;
  return (
    <footer className="site-footer">
      <div className="site-footer__points">
        <ul role="list">
          {points.map((point) => (
            <li key={point.icon}>
              <Icon name={point.icon} />
              {point.text}
            </li>
          ))}
          <li>
            <Icon name="shield" />
            {t('common:sellingPoints.securePayment', { context: marketContext })}
          </li>
        </ul>
      </div>
      <NewsletterForm />
      <div className="site-footer__main">
        <section className="site-footer__brand" aria-labelledby="footer-contact">
          <Logo inverse />
          <h2 id="footer-contact">{t('contact.heading')}</h2>
          <p>{t('contact.intro')}</p>
          <ContactInfo />
        </section>
        <FooterMenu location="footer-1" className="site-footer__menu" />
        <FooterMenu location="footer-2" className="site-footer__menu" />
        <section className="site-footer__logos" aria-label={t('payment')}>
          <PaymentLogos />
        </section>
      </div>
      <div className="site-footer__legal">
        <div className="site-footer__toggles">
          <VatToggle isLocked={lockedTo !== null} />
          <CustomerTypeToggle types={customerTypes} lockedTo={lockedTo} />
        </div>
        <p>{t(vatIncluded ? 'vatNote' : 'vatNoteEx')}</p>
        <p>{t('orgNumber', { number: SHOP_CONTACT.orgNumber })}</p>
        <p>
          <button type="button" className="site-footer__cookies" onClick={requestConsentSettings}>
            {t('cookieSettings')}
          </button>
        </p>
        <p>{t('copyright', { year: new Date().getFullYear() })}</p>
        <FooterMenu location="social" className="site-footer__inline-menu" />
        <FooterMenu location="credits" className="site-footer__inline-menu" />
      </div>
    </footer>
  );
}
