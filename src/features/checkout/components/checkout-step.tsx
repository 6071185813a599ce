import { useId, type ReactNode } from 'react';

/** One numbered step of the checkout. */
export function CheckoutStep({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="checkout-step" aria-labelledby={headingId}>
      <h2 id={headingId} className="checkout-step__title">
        <span className="checkout-step__number" aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
