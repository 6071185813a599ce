import { useEffect, useRef, type MouseEvent } from 'react';

/**
 * What the shop's modal dialogs (Modal, Panel) share, on the native modal <dialog>: shown with
 * showModal() while `isOpen` (focus moves in and stays, the page behind is inert, Escape closes
 * it, focus returns to what opened it), and a click on the backdrop closes it.
 */
export function useModalDialog(isOpen: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return {
    ref,
    onClose,
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      // A click on the dialog element itself is a click on the backdrop.
      if (event.target === event.currentTarget) onClose();
    },
  };
}
