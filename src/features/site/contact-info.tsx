import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { SHOP_CONTACT } from '@/config/constants';
import './contact-info.css';

/** Phone, e-mail, address and opening hours of customer service. */
export function ContactInfo({ className }: { className?: string }) {
  const { t } = useTranslation('footer');
  return (
    <address className={`contact-info ${className ?? ''}`.trim()}>
      <p className="contact-info__row">
        <Icon name="phone" size={20} />
        <span>
          <span className="visually-hidden">{t('contact.phone')}: </span>
          <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a>
        </span>
      </p>
      <p className="contact-info__row">
        <Icon name="mail" size={20} />
        <span>
          <span className="visually-hidden">{t('contact.email')}: </span>
          <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>
        </span>
      </p>
      <p className="contact-info__row">
        <Icon name="clock" size={20} />
        <span>
          <span className="visually-hidden">{t('contact.hours')}: </span>
          {t('contact.weekdays')}
          <br />
          {t('contact.saturday')}
        </span>
      </p>
      <p className="contact-info__row">
        <Icon name="pin" size={20} />
        <span>
          <span className="visually-hidden">{t('contact.address')}: </span>
          ATV-Huset AS, {SHOP_CONTACT.street}
          <br />
          {SHOP_CONTACT.postcode} {SHOP_CONTACT.city}
        </span>
      </p>
    </address>
  );
}
