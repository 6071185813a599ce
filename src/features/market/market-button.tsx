import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useChannelMarkets } from '@/features/channel/channel-configuration';
import { readMarketCookie } from '@/lib/market/current-market';
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
  const { pathname } = useLocation();
  const hasChoice = markets.length > 1;
  // The spec's market/language chooser at the index: a shopper who comes with no market chosen
  // and whose browser speaks none of the default market's languages is asked once a visit.
  useEffect(() => {
    if (hasChoice && pathname === '/' && shouldOfferChooser()) onOpen();
  }, [hasChoice, pathname, onOpen]);
  if (!hasChoice || !current) return null;
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

const OFFERED_KEY = 'market-chooser-offered';
/** The default market's (Norge's) languages: its shoppers are never asked. */
const HOME_LANGUAGES = /^(nb|nn|no)\b/i;

/** No market chosen yet, a browser in another language, and not asked before in this visit. */
function shouldOfferChooser(): boolean {
  if (readMarketCookie() !== null) return false;
  if (navigator.languages.some((language) => HOME_LANGUAGES.test(language))) return false;
  try {
    if (sessionStorage.getItem(OFFERED_KEY) !== null) return false;
    sessionStorage.setItem(OFFERED_KEY, '1');
  } catch {
    // No session storage (private mode): asked on each visit to the index.
  }
  return true;
}
