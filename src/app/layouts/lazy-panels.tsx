import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import { CUSTOMER_SERVICE_PATH, SHOP_CONTACT } from '@/config/constants';
import { useChannelConfiguration } from '@/features/channel/channel-configuration';
import { selectCustomerType } from '@/features/customer-type/customer-type-slice';
import { selectOpenPanel, type PanelId } from '@/features/panels/panels-slice';
import { usePanel } from './use-panel';
import { lazyRetry } from '@/lib/lazy-retry';
import './lazy-panels.css';

const MobileMenuPanel = lazyRetry(() => import('@/features/navigation/mobile-menu-panel'));
// The cart panel with the recommendations under its lines (composed here: features stay apart).
const CartPanel = lazyRetry(() => import('./cart-panel'));
const VehiclePanel = lazyRetry(() => import('@/features/vehicles/vehicle-panel'));
const AccountPanel = lazyRetry(() => import('@/features/account/account-panel'));
const MarketPanel = lazyRetry(() => import('@/features/market/market-panel'));

/**
 * Panels (cart, account, menu, market...) load on first open and then stay mounted, so the
 * native dialog closes properly and hands focus back to the button that opened it.
 */
export function LazyPanels() {
  const { t } = useTranslation('header');
  const open = useAppSelector(selectOpenPanel);
  const menu = usePanel('menu-panel');
  const cart = usePanel('cart');
  const vehicles = usePanel('vehicles');
  const account = usePanel('account');
  const market = usePanel('market');
  // Registration offers the channel's customer types (a business type asks for its organisation).
  const { customerTypes } = useChannelConfiguration();
  // A new account starts as the type the shopper chose (the top bar's Privat/Bedrift).
  const chosenType = useAppSelector(selectCustomerType);
  const [used, setUsed] = useState<ReadonlySet<PanelId>>(() => new Set());
  if (open && !used.has(open)) setUsed(new Set(used).add(open));
  return (
    <Suspense fallback={open ? <PanelLoading /> : null}>
      {used.has('menu-panel') ? (
        <MobileMenuPanel isOpen={menu.isOpen} onClose={menu.close}>
          <AppLink to={CUSTOMER_SERVICE_PATH}>
            <Icon name="headset" size={20} />
            {t('customerService')}
          </AppLink>
          <a href={SHOP_CONTACT.phoneHref}>
            <Icon name="phone" size={20} />
            {SHOP_CONTACT.phone}
          </a>
        </MobileMenuPanel>
      ) : null}
      {used.has('cart') ? <CartPanel isOpen={cart.isOpen} onClose={cart.close} /> : null}
      {used.has('vehicles') ? (
        // Its own boundary: its texts load on first open, and the other panels stay as they are.
        <Suspense fallback={vehicles.isOpen ? <PanelLoading /> : null}>
          <VehiclePanel isOpen={vehicles.isOpen} onClose={vehicles.close} />
        </Suspense>
      ) : null}
      {used.has('account') ? (
        <AccountPanel
          isOpen={account.isOpen}
          onClose={account.close}
          customerTypes={customerTypes}
          chosenType={chosenType}
        />
      ) : null}
      {used.has('market') ? <MarketPanel isOpen={market.isOpen} onClose={market.close} /> : null}
    </Suspense>
  );
}

/**
 * While a panel's code (or its texts) is on its way: on slow 3G the menu's took 3.5 s, and the
 * press showed nothing until then.
 */
function PanelLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="panel-loading" role="status" aria-label={t('loading')}>
      <span className="spinner panel-loading__spinner" />
    </div>
  );
}
