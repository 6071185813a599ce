import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import { navigateOnLink, type MenuPanelProps } from './menu-panel-props';

/** The dropdown of one main-menu item: a 4-, 5- or 6-column grid by screen width (CSS). */
export function MegaMenuPanel({ id, item, onNavigate }: MenuPanelProps) {
  const { t } = useTranslation('navigation');
  return (
    <div id={id} className="mega-menu" onClick={navigateOnLink(onNavigate)}>
      <div className="container">
        <AppLink to={item.url} className="mega-menu__all">
          {t('seeAll', { name: item.label })}
          <Icon name="chevronRight" size={16} />
        </AppLink>
        <ul role="list" className="mega-menu__grid">
          {item.children.map((child) => (
            <li key={child.id}>
              <AppLink to={child.url} newTab={child.newTab} className="mega-menu__heading">
                {child.label}
              </AppLink>
              {child.children.length > 0 ? (
                <ul role="list" className="mega-menu__links">
                  {child.children.map((leaf) => (
                    <li key={leaf.id}>
                      <AppLink to={leaf.url} newTab={leaf.newTab}>
                        {leaf.label}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
