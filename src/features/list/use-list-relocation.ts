import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { stripLocale } from '@/i18n/locale';
import { isHistoryStep } from '@/lib/history/navigation-history';
import { listShown, productOpenedFromList, selectRelocation } from './list-slice';

/** The list's own address, without locale: the same list in nb and nn. */
const listAddress = (pathname: string, search: string) => `${stripLocale(pathname)}${search}`;

/** The product page's "back to the list" link asks for the same landing as the back button. */
const asksToRelocate = (state: unknown) =>
  typeof state === 'object' && state !== null && 'relocate' in state && state.relocate === true;

/**
 * The spec: reaching a list by the back button sets the back-navigated flag, and the
 * shopper lands on the product they opened from it (its card scrolled into view, focused).
 * Returns what a product card calls when it is opened.
 */
export function useListRelocation(page: number) {
  const dispatch = useAppDispatch();
  const navigationType = useNavigationType();
  const location = useLocation();
  const { pathname, search, key } = location;
  const state: unknown = location.state;
  const relocation = useAppSelector(selectRelocation);

  const arrive = useEffectEvent(() => {
    const isBack = isHistoryStep(navigationType);
    dispatch(listShown({ isBackNavigated: isBack }));
    const isReturn = isBack || asksToRelocate(state);
    if (!isReturn || relocation.relocateList !== listAddress(pathname, search)) return;
    const alias = CSS.escape(relocation.relocateAlias ?? '');
    const card = document.querySelector<HTMLElement>(`[data-product-alias="${alias}"]`);
    if (!card) return;
    const box = card.getBoundingClientRect();
    // The router's scroll restoration has already run: only move when the card is not in view.
    if (box.top < 0 || box.bottom > window.innerHeight) card.scrollIntoView({ block: 'center' });
    card.querySelector('a')?.focus({ preventScroll: true });
  });
  // Once per arrival: the location key names this visit of the list.
  useEffect(() => arrive(), [key]);

  return (alias: string) =>
    dispatch(productOpenedFromList({ alias, page, list: listAddress(pathname, search) }));
}
