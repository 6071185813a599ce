import { AppLink } from '@/components/ui/app-link';
import { useMenu } from './use-menu';
import './customer-service-menu.css';

/**
 * The header's customer-service menu (menu 'customer-service'): shown under the header's
 * customer-service link on hover or keyboard focus, on larger screens, with CSS alone, so the
 * header needs no code of its own for it and the prerendered shell has it as plain links.
 */
export function CustomerServiceMenu() {
  const { title, items } = useMenu('customer-service');
  if (items.length === 0) return null;
  return (
    <nav className="service-menu" aria-label={title}>
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
