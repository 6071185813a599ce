import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  panelClosed,
  panelOpened,
  panelToggled,
  selectIsPanelOpen,
  type PanelId,
} from '@/features/panels/panels-slice';

/** Open state and handlers of one content panel, for wiring features that know no store. */
export function usePanel(id: PanelId) {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => selectIsPanelOpen(state, id));
  return {
    isOpen,
    open: () => dispatch(panelOpened(id)),
    toggle: () => dispatch(panelToggled(id)),
    close: () => dispatch(panelClosed(id)),
  };
}
