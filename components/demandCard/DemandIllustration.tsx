/** The chooser's picture: a card with ticked lines and a speech bubble (drawn here, no remote image). */
export function DemandIllustration() {
  return (
    <svg width="220" height="150" viewBox="0 0 220 150" aria-hidden focusable="false">
      <ellipse cx="110" cy="138" rx="86" ry="8" fill="#e6ecfd" />
      <rect x="48" y="18" width="104" height="116" rx="12" fill="#fff" stroke="#c9d6fb" strokeWidth="2" />
      <rect x="74" y="10" width="52" height="18" rx="9" fill="#4974f5" />
      {[48, 74, 100].map((y) => (
        <g key={y}>
          <circle cx="70" cy={y} r="7" fill="#eef3ff" stroke="#4974f5" strokeWidth="2" />
          <path d={`M66.5 ${y} l2.5 2.5 l4.5 -5`} stroke="#4974f5" strokeWidth="2" fill="none" strokeLinecap="round" />
          <rect x="84" y={y - 4} width="52" height="8" rx="4" fill="#dfe7fd" />
        </g>
      ))}
      <path d="M150 40 h44 a10 10 0 0 1 10 10 v20 a10 10 0 0 1 -10 10 h-26 l-10 10 v-10 h-8 a10 10 0 0 1 -10 -10 v-20 a10 10 0 0 1 10 -10z" fill="#4974f5" />
      {[164, 174, 184].map((x) => (
        <circle key={x} cx={x} cy="60" r="3" fill="#fff" />
      ))}
    </svg>
  );
}
