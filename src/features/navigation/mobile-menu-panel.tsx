import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import type { MenuNode } from './menu-model';
import { useMenu } from './use-menu';
import './mobile-menu-panel.css';

interface MobileMenuPanelProps {
  isOpen: boolean;
  onClose: () => void;
  /** Shown below the menu: what the phone header has no room for. */
  children?: ReactNode;
}

/** The slide-in menu on phones and tablets: one accordion level per menu level. */
export default function MobileMenuPanel({ isOpen, onClose, children }: MobileMenuPanelProps) {
  const { t } = useTranslation(['navigation', 'header']);
  const { items } = useMenu('main');

  return (
    <Panel
      isOpen={isOpen}
      onClose={onClose}
      title={t('mobileTitle')}
      closeLabel={t('header:closeMenu')}
    >
      {/* Following any link in the panel closes it. */}
      <div
        onClick={(event) => {
          if ((event.target as Element).closest('a')) onClose();
        }}
      >
        <nav className="mobile-menu" aria-label={t('main')}>
          <ul role="list">
            {items.map((item) => (
              <MobileMenuItem key={item.id} item={item} />
            ))}
          </ul>
        </nav>
        {children ? <div className="mobile-menu__extras">{children}</div> : null}
      </div>
    </Panel>
  );
}

function MobileMenuItem({ item }: { item: MenuNode }) {
  const { t } = useTranslation('navigation');
  if (item.children.length === 0) {
    return (
      <li>
        <AppLink to={item.url} newTab={item.newTab} className="mobile-menu__link">
          {item.label}
        </AppLink>
      </li>
    );
  }
  return (
    <li>
      <details className="mobile-menu__group">
        <summary className="mobile-menu__link">
          {item.label}
          <Icon name="chevronDown" size={18} />
        </summary>
        <ul role="list" className="mobile-menu__sub">
          <li>
            <AppLink to={item.url} className="mobile-menu__link mobile-menu__link--all">
              {t('seeAll', { name: item.label })}
            </AppLink>
          </li>
          {item.children.map((child) => (
            <MobileMenuItem key={child.id} item={child} />
          ))}
        </ul>
      </details>
    </li>
  );
}
