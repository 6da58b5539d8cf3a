/** Pip, the instructor: an orange with a leaf, reading glasses and a grin. Drawn here, no image file. */
export function Mascot ({ size = 48 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-hidden="true" focusable="false">
      <path d="M33 12c2-6 8-9 15-8-2 6-8 9-15 8z" fill="#7cb342" stroke="#33691e" strokeWidth="1.5" />
      <path d="M32 14v-5" stroke="#5d4037" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="32" cy="37" r="24" fill="#ff9a2e" stroke="#e06a00" strokeWidth="2" />
      <circle cx="22" cy="30" r="1.2" fill="#e06a00" opacity="0.6" />
      <circle cx="44" cy="46" r="1.2" fill="#e06a00" opacity="0.6" />
      <circle cx="40" cy="26" r="1.2" fill="#e06a00" opacity="0.6" />
      <circle cx="24" cy="35" r="6.5" fill="#fff" stroke="#263238" strokeWidth="2" />
      <circle cx="40" cy="35" r="6.5" fill="#fff" stroke="#263238" strokeWidth="2" />
      <path d="M30.5 35h3" stroke="#263238" strokeWidth="2" />
      <circle cx="25" cy="36" r="2.6" fill="#263238" />
      <circle cx="41" cy="36" r="2.6" fill="#263238" />
      <circle cx="26" cy="35" r="0.9" fill="#fff" />
      <circle cx="42" cy="35" r="0.9" fill="#fff" />
      <path d="M23 47c5 5 13 5 18 0" fill="none" stroke="#263238" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="16" cy="44" r="3" fill="#ff6f61" opacity="0.55" />
      <circle cx="48" cy="44" r="3" fill="#ff6f61" opacity="0.55" />
    </svg>
  )
}
