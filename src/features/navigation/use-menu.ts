import { useQuery } from '@apollo/client';
import { useMemo } from 'react';
import { GetMenuAtLocationDocument, type MenuStyle } from '@/graphql/generated/operations';
import { toMenuNodes, type MenuNode } from './menu-model';

export type MenuLocation =
  'main' | 'footer-1' | 'footer-2' | 'customer-service' | 'social' | 'credits';

export interface MenuView {
  title: string;
  /** The location's style from the content data (the main navigation: full width or boxed). */
  style: MenuStyle;
  items: MenuNode[];
}

export function useMenu(menuLocationId: MenuLocation): MenuView {
  const { data } = useQuery(GetMenuAtLocationDocument, { variables: { menuLocationId } });
  const menu = data?.getMenuAtLocation;
  return useMemo(
    () => ({
      title: menu?.title ?? '',
      style: menu?.style ?? 'FULL_WIDTH',
      items: toMenuNodes(menu?.menuItems ?? []),
    }),
    [menu],
  );
}
