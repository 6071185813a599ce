import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import type { MenuNode } from './menu-model';
import { menuPanelsModule } from './menu-panels-module';
import { useMenu } from './use-menu';
import './main-nav.css';
import { lazyRetry } from '@/lib/lazy-retry';

const HOVER_DELAY_MS = 120;

const LazyMegaMenuPanel = lazyRetry(() =>
  menuPanelsModule.load().then((module) => ({ default: module.MegaMenuPanel })),
);
const LazyBoxedMenuPanel = lazyRetry(() =>
  menuPanelsModule.load().then((module) => ({ default: module.BoxedMenuPanel })),
);

/**
 * The main navigation on larger screens, in the style the content data gives the location
 * (Menu.style): full width (the spec: a 4, 5 or 6 column grid by width) or boxed (a contained
 * box under the item, nested up to three levels). Phones show the same menu in the drawer.
 */
export function MainNav() {
  const { t } = useTranslation('navigation');
  const { items, style } = useMenu('main');
  const [openId, setOpenId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const toggles = useRef(new Map<number, HTMLButtonElement>());
  const isBoxed = style === 'BOXED';

  const openLater = (id: number | null) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpenId(id), HOVER_DELAY_MS);
  };
  const close = () => {
    clearTimeout(timer.current);
    setOpenId(null);
  };
  // The dropdowns' code comes when a pointer or the keyboard reaches the bar, before a click.
  const preload = () => void menuPanelsModule.load().catch(() => undefined);

  return (
    <nav
      className={`main-nav main-nav--${isBoxed ? 'boxed' : 'full-width'}`}
      aria-label={t('main')}
      onMouseLeave={() => openLater(null)}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <div className="container">
        <ul role="list" className="main-nav__list">
          {items.map((item) => {
            const isOpen = openId === item.id;
            const panelId = `${isBoxed ? 'boxed' : 'mega'}-menu-${item.id}`;
            const hasChildren = item.children.length > 0;
            return (
              <li
                key={item.id}
                className={`main-nav__item${isOpen ? ' main-nav__item--open' : ''}`}
                onMouseEnter={() => openLater(hasChildren ? item.id : null)}
                onKeyDown={(event) => {
                  if (event.key !== 'Escape' || !isOpen) return;
                  close();
                  toggles.current.get(item.id)?.focus();
                }}
              >
                <AppLink
                  to={item.url}
                  newTab={item.newTab}
                  className="main-nav__link"
                  onClick={close}
                >
                  {item.label}
                </AppLink>
                {hasChildren ? (
                  <button
                    ref={(button) => {
                      if (button) toggles.current.set(item.id, button);
                      else toggles.current.delete(item.id);
                    }}
                    type="button"
                    className="main-nav__toggle"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    aria-label={t('showSubmenu', { name: item.label })}
                    onClick={() => setOpenId(isOpen ? null : item.id)}
                  >
                    <Icon name="chevronDown" size={16} />
                  </button>
                ) : null}
                {hasChildren && isOpen ? (
                  <Dropdown id={panelId} item={item} isBoxed={isBoxed} onNavigate={close} />
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}

function Dropdown(props: { id: string; item: MenuNode; isBoxed: boolean; onNavigate: () => void }) {
  const { isBoxed, ...panel } = props;
  const loaded = menuPanelsModule.get();
  const Panel = isBoxed
    ? (loaded?.BoxedMenuPanel ?? LazyBoxedMenuPanel)
    : (loaded?.MegaMenuPanel ?? LazyMegaMenuPanel);
  return (
    <Suspense fallback={null}>
      <Panel {...panel} />
    </Suspense>
  );
}
