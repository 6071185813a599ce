// The viewport classes of the spec (phone, tablet, laptop, desktop, desktopBig) on <html>, their
// widths from the channel's configuration: `viewport-laptop` and `data-viewport="laptop"`.

export interface ViewportClass {
  name: string;
  /** Smallest width (CSS px) of the class; it ends where the next begins. */
  minWidth: number;
}

/** The class a width falls in: the widest class whose minimum it reaches (the first if none). */
export function viewportClassOf(width: number, classes: readonly ViewportClass[]): string | null {
  let match: ViewportClass | null = null;
  for (const item of [...classes].sort((a, b) => a.minWidth - b.minWidth)) {
    if (width >= item.minWidth || match === null) match = item;
  }
  return match?.name ?? null;
}

/**
 * Keeps <html>'s viewport class right as the window is resized (one media query per boundary,
 * so nothing runs while a resize stays inside one class). Answers the clean-up.
 */
export function applyViewportClasses(classes: readonly ViewportClass[]): () => void {
  const root = document.documentElement;
  let current: string | null = null;
  const update = () => {
    const name = viewportClassOf(window.innerWidth, classes);
    if (name === current) return;
    if (current) root.classList.remove(`viewport-${current}`);
    current = name;
    if (name) {
      root.classList.add(`viewport-${name}`);
      root.dataset['viewport'] = name;
    } else delete root.dataset['viewport'];
  };
  update();
  const queries = classes
    .filter((item) => item.minWidth > 0)
    .map((item) => window.matchMedia(`(min-width: ${String(item.minWidth)}px)`));
  for (const query of queries) query.addEventListener('change', update);
  return () => {
    for (const query of queries) query.removeEventListener('change', update);
    if (current) root.classList.remove(`viewport-${current}`);
    delete root.dataset['viewport'];
  };
}
