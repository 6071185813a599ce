import { useId, type ReactNode } from 'react';
import { Icon } from './icon';
import { useModalDialog } from './use-modal-dialog';
import './modal.css';

interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** Buttons at the foot of the modal (the main action last). */
  actions?: ReactNode;
}

/**
 * A centred dialog the features share (the spec's layouts carry one modal), on the native modal
 * <dialog>: focus moves in and stays there, the page behind is inert, Escape and a click on the
 * backdrop close it, and focus returns to what opened it.
 */
export function Modal({ isOpen, onClose, title, closeLabel, children, actions }: ModalProps) {
  const dialog = useModalDialog(isOpen, onClose);
  const titleId = useId();

  return (
    <dialog {...dialog} className="modal" aria-labelledby={titleId}>
      <div className="modal__inner">
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label={closeLabel}>
            <Icon name="close" />
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {actions ? <footer className="modal__actions">{actions}</footer> : null}
      </div>
    </dialog>
  );
}
