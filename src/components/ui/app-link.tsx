import { useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SHOP_HOSTNAMES } from '@/config/constants';
import { useLocale } from '@/i18n/use-locale';
import { resolveLink } from '@/lib/links/resolve-link';
import { prefetchPath } from '@/lib/prefetch/prefetch';
import { usePrefetchOnVisible } from '@/lib/prefetch/use-prefetch-on-visible';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Any link value: an API canonicalUrl, a path, a URL, mailto: or tel:. */
  to: string;
  /** Menu links may ask for a new tab (MenuItem.targetBlank). */
  newTab?: boolean;
  /** History state for an internal link (router Link's state). */
  state?: unknown;
  children: ReactNode;
}

/** The one link of the shop: applies the spec's link rules (see resolveLink) and prefetches. */
export function AppLink({ to, newTab = false, state, children, ...rest }: AppLinkProps) {
  const locale = useLocale();
  const resolved = resolveLink(to, { locale, hostnames: shopHostnames() });
  const ref = useRef<HTMLAnchorElement>(null);
  const internalPath = resolved.kind === 'internal' ? resolved.to : null;
  usePrefetchOnVisible(ref, internalPath);

  if (resolved.kind === 'internal') {
    const warm = () => prefetchPath(resolved.to, 'data');
    return (
      <Link
        {...rest}
        ref={ref}
        to={resolved.to}
        state={state}
        target={newTab ? '_blank' : undefined}
        onPointerEnter={warm}
        onFocus={warm}
      >
        {children}
      </Link>
    );
  }
  const isNewTab = resolved.kind === 'external' || newTab;
  return (
    <a
      {...rest}
      ref={ref}
      href={resolved.href}
      target={isNewTab ? '_blank' : undefined}
      rel={isNewTab ? 'noopener noreferrer' : undefined}
    >
      {children}
    </a>
  );
}

// The current host counts as the shop too (staging, preview and local servers); the app shell's
// server-side render (app/shell) has no window and knows the shop's own names only.
function shopHostnames(): readonly string[] {
  if (typeof window === 'undefined') return SHOP_HOSTNAMES;
  return [...SHOP_HOSTNAMES, window.location.hostname];
}
