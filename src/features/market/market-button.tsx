import { useTranslation } from 'react-i18next';
import { useChannelMarkets } from '@/features/channel/channel-configuration';
import { MarketFlag } from './market-flag';
import { useCurrentMarketId } from './use-current-market';
import './market-button.css';

interface MarketButtonProps {
  onOpen: () => void;
}

/**
 * The top bar's flag: the current market's country and currency, opening the market panel
 * (which loads on first open). Nothing when the channel has one market (the spec).
 */
export function MarketButton({ onOpen }: MarketButtonProps) {
  const { t } = useTranslation('common');
  const { markets, current } = useChannelMarkets(useCurrentMarketId());
  if (markets.length < 2 || !current) return null;
  return (
    <button
      type="button"
      className="market-button"
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-label={t('market.button', {
        country: current.country.name,
        currency: current.currency.code,
      })}
      data-market={current.alias}
    >
      <MarketFlag countryCode={current.country.code} />
      <span className="market-button__currency">{current.currency.code}</span>
    </button>
  );
}
