/** Decorative ridge-and-trail landscape drawn in SVG (no photo to download). */
export function HeroLandscape() {
  return (
    <svg
      className="hero__art"
      viewBox="0 0 1440 480"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0f1d15" />
          <stop offset="0.65" stopColor="#1c3526" />
          <stop offset="1" stopColor="#2f5a3d" />
        </linearGradient>
        <radialGradient id="hero-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#f28c28" stopOpacity="0.95" />
          <stop offset="1" stopColor="#e8650f" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1440" height="480" fill="url(#hero-sky)" />
      <circle cx="1120" cy="190" r="170" fill="url(#hero-sun)" />
      <circle cx="1120" cy="190" r="58" fill="#f28c28" />
      <path
        d="M0 330 180 240l120 60 170-120 160 110 130-70 190 120 150-90 170 100 170-80v210H0z"
        fill="#24452f"
      />
      <path
        d="M0 380 140 320l160 50 200-90 180 100 160-60 200 80 170-50 230 70v160H0z"
        fill="#1c3526"
      />
      <path d="M0 430c220-40 420-30 640-50s470-10 800-60v160H0z" fill="#14261c" />
      <path
        d="M760 480c40-60 160-90 300-110s240-50 380-90"
        fill="none"
        stroke="#e8650f"
        strokeWidth="5"
        strokeDasharray="2 16"
        strokeLinecap="round"
        opacity="0.8"
      />
      <g fill="#0f1d15" opacity="0.9">
        <path d="M90 430l26-70 26 70zM130 432l22-58 22 58zM1300 392l24-64 24 64zM1340 396l20-52 20 52z" />
      </g>
    </svg>
  );
}
