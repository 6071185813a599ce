import './count-badge.css';

/** A notification count; hidden at 0 or less, as the spec says. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
