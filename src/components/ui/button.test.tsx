import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(element: React.ReactNode): HTMLButtonElement {
  const host = document.createElement('div');
  document.body.append(host);
  act(() => createRoot(host).render(element));
  const button = host.querySelector('button');
  if (!button) throw new Error('no button');
  return button;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Button', () => {
  it('while loading keeps the focus and takes no press (aria-disabled, not disabled)', () => {
    const onClick = vi.fn();
    const button = render(
      <Button isLoading onClick={onClick}>
        Legg i handlekurven
      </Button>,
    );
    button.focus();
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    act(() => button.click());
    expect(onClick).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it("keeps a caller's own guard while not loading, and a caller's disabled", () => {
    const guarded = render(<Button aria-disabled>Betal</Button>);
    expect(guarded.getAttribute('aria-disabled')).toBe('true');
    const open = render(<Button aria-disabled={false}>Betal</Button>);
    expect(open.getAttribute('aria-disabled')).toBe('false');
    const onClick = vi.fn();
    const ready = render(<Button onClick={onClick}>Betal</Button>);
    expect(ready.hasAttribute('aria-disabled')).toBe(false);
    act(() => ready.click());
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(render(<Button disabled>Utsolgt</Button>).disabled).toBe(true);
  });

  it('does not send its form while loading', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const form = document.createElement('form');
    form.addEventListener('submit', onSubmit);
    document.body.append(form);
    act(() =>
      createRoot(form).render(
        <Button type="submit" isLoading>
          Betal
        </Button>,
      ),
    );
    act(() => form.querySelector('button')?.click());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
