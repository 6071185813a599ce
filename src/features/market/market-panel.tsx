import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { useChannelMarkets, type ChannelMarket } from '@/features/channel/channel-configuration';
import { showSnackbar } from '@/lib/snackbar/snackbar-queue';
import { changeMarket } from './change-market';
import { MarketFlag } from './market-flag';
import { useCurrentMarketId } from './use-current-market';
import './market-panel.css';

interface MarketPanelProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The market panel (spec: lazy, when the channel has more than one market). */
export default function MarketPanel({ isOpen, onClose }: MarketPanelProps) {
  const { t } = useTranslation('common');
  const { markets, current } = useChannelMarkets(useCurrentMarketId());
  const [changing, setChanging] = useState(false);

  const choose = (market: ChannelMarket) => {
    onClose();
    if (market.id === current?.id) return;
    setChanging(true);
    void changeMarket(market.id)
      .then(() =>
        showSnackbar({ message: t('market.changed', { currency: market.currency.code }) }),
      )
      .finally(() => setChanging(false));
  };

  return (
    <Panel
      isOpen={isOpen}
      onClose={onClose}
      title={t('market.title')}
      closeLabel={t('market.close')}
      side="right"
    >
      <div className="market-panel">
        <p className="market-panel__intro">{t('market.intro')}</p>
        <ul role="list" className="market-panel__list" aria-busy={changing}>
          {markets.map((market) => {
            const selected = market.id === current?.id;
            return (
              <li key={market.id}>
                <button
                  type="button"
                  className="market-panel__choice"
                  aria-pressed={selected}
                  data-market={market.alias}
                  onClick={() => choose(market)}
                >
                  <MarketFlag countryCode={market.country.code} />
                  <span className="market-panel__name">
                    {t('market.choose', {
                      country: market.country.name,
                      currency: market.currency.code,
                    })}
                    <small>
                      {t('market.languages', {
                        languages: market.allowedLanguages
                          .map((language) => t(`language.${language.code}`, language.code))
                          .join(', '),
                      })}
                    </small>
                  </span>
                  {selected ? (
                    <span className="market-panel__current">{t('market.current')}</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </Panel>
  );
}
