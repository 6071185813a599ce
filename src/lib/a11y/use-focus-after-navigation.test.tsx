import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusAfterNavigation } from './use-focus-after-navigation';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page({ pathname }: { pathname: string }) {
  useFocusAfterNavigation(pathname);
  return null;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

let root: Root;
function setUp(): HTMLElement {
  document.body.innerHTML = '<main id="main" tabindex="-1"></main><input id="field" />';
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(<Page pathname="/" />));
  const main = document.getElementById('main');
  if (!main) throw new Error('no main');
  return main;
}

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

describe('useFocusAfterNavigation', () => {
  it("moves focus the old page lost to the new page's main area, not on the first page", async () => {
    const main = setUp();
    await frame();
    expect(document.activeElement).toBe(document.body);
    act(() => root.render(<Page pathname="/kassen" />));
    await frame();
    expect(document.activeElement).toBe(main);
  });

  it('leaves focus that is still on something on screen', async () => {
    setUp();
    const field = document.getElementById('field') as HTMLInputElement;
    field.focus();
    act(() => root.render(<Page pathname="/s/vinsj" />));
    await frame();
    expect(document.activeElement).toBe(field);
  });
});
