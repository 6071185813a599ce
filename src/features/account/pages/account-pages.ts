// The account pages (issue 15), one lazy chunk behind the `authenticated` guard: none of this is
// part of the start page.
export { AccountOrdersPage } from './orders-page';
export { AccountOrderPage } from './order-page';
export { AccountSettingsPage } from './settings-page';
export { AccountBalancePage } from './balance-page';
