import { useAppSelector } from '@/app/hooks';
import { useChannelConfiguration } from '@/features/channel/channel-configuration';
import { selectAuthUser } from '@/features/account/auth-slice';
import { CustomerTypeToggle } from '@/features/customer-type/customer-type-toggle';
import { LanguageSwitcher } from '@/features/locale/language-switcher';
import { MarketButton } from '@/features/market/market-button';
import { usePanel } from './use-panel';
import { SellingPoints } from '@/features/site/selling-points';
import './top-bar.css';

export function TopBar() {
  const { customerTypes } = useChannelConfiguration();
  // A logged-in account's type is shown, not chosen.
  const lockedTo = useAppSelector(selectAuthUser)?.customerType ?? null;
  const market = usePanel('market');
  return (
    <div className="top-bar">
      <div className="top-bar__inner container">
        <SellingPoints className="top-bar__points" />
        <div className="top-bar__tools">
          <CustomerTypeToggle
            className="top-bar__customer-type"
            types={customerTypes}
            lockedTo={lockedTo}
          />
          <MarketButton onOpen={market.open} />
          <LanguageSwitcher />
        </div>
      </div>
    </div>
  );
}
