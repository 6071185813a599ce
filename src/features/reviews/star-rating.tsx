import './reviews.css';

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

function Stars({ className }: { className: string }) {
  return (
    <span className={className} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((index) => (
        <svg key={index} viewBox="0 0 24 24" width="1em" height="1em" focusable="false">
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

/**
 * Five stars filled to `rating` (fractions too), read out as `label` ("4,3 av 5 stjerner"; an
 * empty label hides them from screen readers where a text beside them says it).
 * `size` is the height of a star in pixels.
 */
export function StarRating({
  rating,
  label,
  size = 18,
}: {
  rating: number;
  label: string;
  size?: number;
}) {
  const filled = `${String(Math.max(0, Math.min(5, rating)) * 20)}%`;
  return (
    <span
      className="star-rating"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      style={{ fontSize: size }}
    >
      <Stars className="star-rating__empty" />
      <span className="star-rating__filled" style={{ width: filled }}>
        <Stars className="star-rating__row" />
      </span>
    </span>
  );
}
