import { useTranslation } from 'react-i18next'

/** Corners of a five-pointed star in a 24×24 box, outer and inner points alternating. */
const STAR_POINTS = Array.from({ length: 10 }, (_, i) => {
  const radius = i % 2 === 0 ? 11 : 4.6
  const angle = -Math.PI / 2 + (i * Math.PI) / 5
  return `${(12 + radius * Math.cos(angle)).toFixed(2)},${(12.6 + radius * Math.sin(angle)).toFixed(2)}`
}).join(' ')

const STARS_STYLE = { display: 'inline-block', color: '#ffc107', verticalAlign: 'middle' } as const

/**
 * A difficulty as a row of stars, announced as "Difficulty n". One plain SVG per row rather than
 * an icon component per star: the board mounts 100+ of these whenever a filter widens the list.
 */
export function DifficultyStars ({ difficulty, size = 18 }: { difficulty: number; size?: number }) {
  const { t } = useTranslation()
  return (
    <svg
      role="img"
      aria-label={t('LABEL_DIFFICULTY_N', { difficulty })}
      width={size * difficulty}
      height={size}
      viewBox={`0 0 ${24 * difficulty} 24`}
      style={STARS_STYLE}
      fill="currentColor"
    >
      {Array.from({ length: difficulty }, (_, i) => <polygon key={i} points={STAR_POINTS} transform={`translate(${24 * i} 0)`} />)}
    </svg>
  )
}
