import type { MouseEvent } from 'react';
import type { MenuNode } from './menu-model';

/** What the main menu hands either style's dropdown (mega-menu-panel, boxed-menu-panel). */
export interface MenuPanelProps {
  id: string;
  item: MenuNode;
  onNavigate: () => void;
}

/** A click on any link in the dropdown is a navigation: the menu closes. */
export const navigateOnLink = (onNavigate: () => void) => (event: MouseEvent) => {
  if ((event.target as Element).closest('a')) onNavigate();
};
