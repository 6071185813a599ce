import { useChannelConfiguration } from '@/features/channel/channel-configuration';
import { CustomerTypeToggle } from '@/features/customer-type/customer-type-toggle';
import { LanguageSwitcher } from '@/features/locale/language-switcher';
import { SellingPoints } from '@/features/site/selling-points';
import './top-bar.css';

export function TopBar() {
  const { customerTypes } = useChannelConfiguration();
  return (
    <div className="top-bar">
      <div className="top-bar__inner container">
        <SellingPoints className="top-bar__points" />
        <div className="top-bar__tools">
          <CustomerTypeToggle className="top-bar__customer-type" types={customerTypes} />
          <LanguageSwitcher />
        </div>
      </div>
    </div>
  );
}
