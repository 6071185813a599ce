/** Nordic cross flags by country code: background, cross and (Norway) inner cross colours. */
const NORDIC: Readonly<Record<string, readonly [string, string, string?]>> = {
  NO: ['#ba0c2f', '#ffffff', '#00205b'],
  SE: ['#006aa7', '#fecc00'],
  DK: ['#c8102e', '#ffffff'],
  FI: ['#ffffff', '#002f6c'],
};

/** A small flag of a market's country (a Nordic cross), or its code where none is drawn. */
export function MarketFlag({ countryCode }: { countryCode: string }) {
  const colours = NORDIC[countryCode];
  if (!colours) return <span className="market-flag market-flag--code">{countryCode}</span>;
  const [background, cross, inner] = colours;
  return (
    <svg className="market-flag" viewBox="0 0 22 16" width="22" height="16" aria-hidden="true">
      <rect width="22" height="16" fill={background} />
      <rect x="6" width="4" height="16" fill={cross} />
      <rect y="6" width="22" height="4" fill={cross} />
      {inner ? (
        <>
          <rect x="7" width="2" height="16" fill={inner} />
          <rect y="7" width="22" height="2" fill={inner} />
        </>
      ) : null}
    </svg>
  );
}
