/** The ATV-Huset logo (self-made): a roof over a knobbly wheel, and the word mark. 220×44. */
export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  const word = inverse ? '#ffffff' : '#14261c';
  return (
    <svg
      className={className}
      width="220"
      height="44"
      viewBox="0 0 220 44"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="44" height="44" rx="9" fill="#1c3526" />
      <path
        d="M8 20 22 8l14 12"
        fill="none"
        stroke="#e8650f"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle
        cx="22"
        cy="28"
        r="10"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeDasharray="4 2.3"
      />
      <circle cx="22" cy="28" r="3.2" fill="#fff" />
      <text
        x="54"
        y="30"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="25"
        fontWeight="800"
        letterSpacing="-0.5"
      >
        <tspan fill={word}>ATV-</tspan>
        <tspan fill="#e8650f">Huset</tspan>
      </text>
    </svg>
  );
}
