import { useQuery } from '@apollo/client';
import { useMemo } from 'react';
import { GetMenuAtLocationDocument } from '@/graphql/generated/operations';
import { toMenuNodes, type MenuNode } from './menu-model';

export type MenuLocation =
  'main' | 'footer-1' | 'footer-2' | 'customer-service' | 'social' | 'credits';

export function useMenu(menuLocationId: MenuLocation): { title: string; items: MenuNode[] } {
  const { data } = useQuery(GetMenuAtLocationDocument, { variables: { menuLocationId } });
  const menu = data?.getMenuAtLocation;
  return useMemo(
    () => ({ title: menu?.title ?? '', items: toMenuNodes(menu?.menuItems ?? []) }),
    [menu],
  );
}
