import { useEffect, type RefObject } from 'react';
import { prefetchPath } from './prefetch';

let observer: IntersectionObserver | undefined;
const pathsByElement = new WeakMap<Element, string>();

// One shared observer for all links keeps this cheap on long product lists.
function sharedObserver(): IntersectionObserver | undefined {
  if (typeof IntersectionObserver === 'undefined') return undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const path = pathsByElement.get(entry.target);
      if (!entry.isIntersecting || !path) continue;
      observer?.unobserve(entry.target);
      prefetchPath(path, 'code');
    }
  });
  return observer;
}

export function usePrefetchOnVisible(ref: RefObject<Element | null>, path: string | null): void {
  useEffect(() => {
    const element = ref.current;
    const io = sharedObserver();
    if (!element || !path || !io) return;
    pathsByElement.set(element, path);
    io.observe(element);
    return () => io.unobserve(element);
  }, [ref, path]);
}
