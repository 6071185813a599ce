export { BoxedMenuPanel } from './boxed-menu-panel';
export { MegaMenuPanel } from './mega-menu-panel';
