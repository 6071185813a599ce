import { AppLink } from '@/components/ui/app-link';
import { useMenu, type MenuLocation } from './use-menu';

/** One footer link column, titled by the menu's own title from the API. */
export function FooterMenu({
  location,
  className,
}: {
  location: MenuLocation;
  className?: string;
}) {
  const { title, items } = useMenu(location);
  if (items.length === 0) return null;
  return (
    <nav className={className} aria-label={title}>
      <h2>{title}</h2>
      <ul role="list">
        {items.map((item) => (
          <li key={item.id}>
            <AppLink to={item.url} newTab={item.newTab}>
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
