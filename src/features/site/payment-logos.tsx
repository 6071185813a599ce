import { useTranslation } from 'react-i18next';

const PAYMENT = ['card', 'visa', 'mastercard', 'vipps', 'invoice', 'instalments'] as const;
const CARRIERS = ['posten', 'bring', 'postnord', 'schenker'] as const;

type LogoName = (typeof PAYMENT)[number] | (typeof CARRIERS)[number];

function LogoList({
  names,
  folder,
  label,
}: {
  names: readonly LogoName[];
  folder: string;
  label: string;
}) {
  const { t } = useTranslation('footer');
  return (
    <div className="logo-list">
      <h2 className="logo-list__title">{label}</h2>
      <ul role="list">
        {names.map((name) => (
          <li key={name}>
            <img
              src={`/logos/${folder}/${name}.svg`}
              alt={t(`logos.${name}`)}
              width={64}
              height={40}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Payment methods and parcel carriers (self-made badges, not the companies' trademarks). */
export function PaymentLogos() {
  const { t } = useTranslation('footer');
  return (
    <>
      <LogoList names={PAYMENT} folder="payment" label={t('payment')} />
      <LogoList names={CARRIERS} folder="carriers" label={t('carriers')} />
    </>
  );
}
