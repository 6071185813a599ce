import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import { Panel } from './panel';

afterEach(cleanup);

describe.each([
  ['Modal', Modal],
  ['Panel', Panel],
] as const)('%s on the native modal dialog', (_name, Dialog) => {
  const show = (isOpen: boolean, onClose = vi.fn()) => (
    <Dialog isOpen={isOpen} onClose={onClose} title="Tittel" closeLabel="Lukk">
      <p>Innhold</p>
    </Dialog>
  );

  it('opens and closes with isOpen', () => {
    const { rerender, container } = render(show(false));
    const dialog = container.querySelector('dialog');
    expect(dialog?.open).toBe(false);
    rerender(show(true));
    expect(dialog?.open).toBe(true);
    rerender(show(false));
    expect(dialog?.open).toBe(false);
  });

  it('closes on a click on the backdrop and on its button, not on a click inside', () => {
    const onClose = vi.fn();
    const { container } = render(show(true, onClose));
    fireEvent.click(screen.getByText('Innhold'));
    expect(onClose).not.toHaveBeenCalled();
    const dialog = container.querySelector('dialog');
    if (!dialog) throw new Error('no dialog');
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Lukk', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
