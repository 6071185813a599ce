import { useTranslation } from 'react-i18next';
import { useMarketCountry } from '@/lib/market/use-market-shipping';

const PAYMENT = ['card', 'visa', 'mastercard', 'vipps', 'invoice', 'instalments'] as const;
/** The checkout's carriers: Posten and Bring in Norway, PostNord in Sweden, Schenker in both. */
const CARRIERS = {
  NO: ['posten', 'bring', 'schenker'],
  SE: ['postnord', 'schenker'],
} as const;

type LogoName = (typeof PAYMENT)[number] | (typeof CARRIERS)[keyof typeof CARRIERS][number];

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

/**
 * Payment methods and parcel carriers of the shopper's market, as its checkout offers them
 * (self-made badges, not the companies' trademarks): Vipps is Norway's.
 */
export function PaymentLogos() {
  const { t } = useTranslation('footer');
  const sweden = useMarketCountry() === 'SE';
  return (
    <>
      <LogoList
        names={sweden ? PAYMENT.filter((name) => name !== 'vipps') : PAYMENT}
        folder="payment"
        label={t('payment')}
      />
      <LogoList names={CARRIERS[sweden ? 'SE' : 'NO']} folder="carriers" label={t('carriers')} />
    </>
  );
}
