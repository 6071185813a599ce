import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import { navigateOnLink, type MenuPanelProps } from './menu-panel-props';

/**
 * The boxed style's dropdown of one main-menu item: a contained box under the item with its
 * children; a child with children of its own opens them in the box (the third level), by
 * pointer or by its button (Enter, Space; Escape closes the dropdown).
 */
export function BoxedMenuPanel({ id, item, onNavigate }: MenuPanelProps) {
  const { t } = useTranslation('navigation');
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <div id={id} className="boxed-menu" onClick={navigateOnLink(onNavigate)}>
      <AppLink to={item.url} className="boxed-menu__all">
        {t('seeAll', { name: item.label })}
        <Icon name="chevronRight" size={16} />
      </AppLink>
      <ul role="list" className="boxed-menu__list">
        {item.children.map((child) => {
          const hasChildren = child.children.length > 0;
          const isOpen = hasChildren && openId === child.id;
          const nestedId = `${id}-${child.id}`;
          return (
            <li
              key={child.id}
              className={`boxed-menu__item${isOpen ? ' boxed-menu__item--open' : ''}`}
              onMouseEnter={() => setOpenId(hasChildren ? child.id : null)}
            >
              <div className="boxed-menu__row">
                <AppLink to={child.url} newTab={child.newTab} className="boxed-menu__link">
                  {child.label}
                </AppLink>
                {hasChildren ? (
                  <button
                    type="button"
                    className="boxed-menu__toggle"
                    aria-expanded={isOpen}
                    aria-controls={nestedId}
                    aria-label={t('showSubmenu', { name: child.label })}
                    onClick={() => setOpenId(isOpen ? null : child.id)}
                  >
                    <Icon name="chevronDown" size={16} />
                  </button>
                ) : null}
              </div>
              {isOpen ? (
                <ul id={nestedId} role="list" className="boxed-menu__nested">
                  {child.children.map((leaf) => (
                    <li key={leaf.id}>
                      <AppLink to={leaf.url} newTab={leaf.newTab} className="boxed-menu__leaf">
                        {leaf.label}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
