export interface MenuNode {
  id: number;
  label: string;
  /** A link value for AppLink: relative API path, absolute URL, mailto:/tel:. */
  url: string;
  newTab: boolean;
  children: MenuNode[];
}

interface MenuItemLike {
  id: number;
  label: string;
  title: string;
  order: number;
  canonicalUrl: string;
  targetBlank: boolean;
  children?: readonly MenuItemLike[];
}

function toNode(item: MenuItemLike): MenuNode {
  return {
    id: item.id,
    label: item.label || item.title,
    url: item.canonicalUrl,
    newTab: item.targetBlank,
    children: toMenuNodes(item.children ?? []),
  };
}

/** Menu items ordered by `order`, up to the three levels the API sends. */
export function toMenuNodes(items: readonly MenuItemLike[]): MenuNode[] {
  return [...items].sort((a, b) => a.order - b.order).map(toNode);
}
