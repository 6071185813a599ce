import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import { MegaMenuPanel } from './mega-menu-panel';
import { useMenu } from './use-menu';
import './main-nav.css';

const HOVER_DELAY_MS = 120;

/** Full-width main navigation for larger screens (the spec: a 4, 5 or 6 column grid by width). */
export function MainNav() {
  const { t } = useTranslation('navigation');
  const { items } = useMenu('main');
  const [openId, setOpenId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const openLater = (id: number | null) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpenId(id), HOVER_DELAY_MS);
  };
  const close = () => {
    clearTimeout(timer.current);
    setOpenId(null);
  };

  return (
    <nav className="main-nav" aria-label={t('main')} onMouseLeave={() => openLater(null)}>
      <div className="container">
        <ul role="list" className="main-nav__list">
          {items.map((item) => {
            const isOpen = openId === item.id;
            const panelId = `mega-menu-${item.id}`;
            const hasChildren = item.children.length > 0;
            return (
              <li
                key={item.id}
                className={`main-nav__item${isOpen ? ' main-nav__item--open' : ''}`}
                onMouseEnter={() => openLater(hasChildren ? item.id : null)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') close();
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
                  <MegaMenuPanel id={panelId} item={item} onNavigate={close} />
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
