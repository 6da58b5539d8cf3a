import { useTranslation } from 'react-i18next'

/** Difficulty as stars, with the number for screen readers. */
export function Stars ({ difficulty }: { difficulty: number }) {
  const { t } = useTranslation()
  const count = Math.max(0, Math.min(6, Math.round(difficulty)))
  return <span role="img" aria-label={t('CLASSROOM_DIFFICULTY', { count })} style={{ whiteSpace: 'nowrap', color: '#f5a623' }}>{'★'.repeat(count)}</span>
}
