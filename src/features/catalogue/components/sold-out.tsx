import { useId } from 'react';
import { Button } from '@/components/ui/button';
import './sold-out.css';

/**
 * Stands in for the add button when the shopper's choice cannot be ordered at all (sold out
 * here and at the supplier, with nothing incoming): a disabled button and the reason why.
 */
export function SoldOut({ label, reason }: { label: string; reason: string }) {
  const reasonId = useId();
  return (
    <div className="sold-out">
      <Button
        variant="primary"
        size="l"
        className="sold-out__button"
        disabled
        aria-describedby={reasonId}
      >
        {label}
      </Button>
      <p id={reasonId} className="sold-out__reason">
        {reason}
      </p>
    </div>
  );
}
