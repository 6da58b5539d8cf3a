import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { Suspense, lazy, useCallback, useDeferredValue, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useApplicationConfiguration } from '@/features/meta/api/get-application-configuration'
import { errorMessage } from '@/lib/api-client'
import { useChallengeList, type Challenge } from '../api/get-challenges'
import { useClassSettings } from '../api/get-class-settings'
import { useLearningPaths } from '@/features/meta/api/get-learning-paths'
import { BackupButtons } from '../backup/backup-buttons'
import { boardProgress, categoriesOf, codingMode, difficultyCounts, filterChallenges, owaspTop10Of, restrictionFor, type BoardFilters } from './board-filters'
import { ChallengeTable } from './challenge-table'
import { EventClock } from './event-clock'
import { FilterPanel } from './filter-panel'
import { LearningPathPanel } from './learning-path-panel'
import { ProgressCard } from './progress-card'
import { useBoardFilters } from './use-board-filters'
import { useLiveSolves } from './use-live-solves'

const CodeSnippetDialog = lazy(() => import('../code-snippet-dialog/code-snippet-dialog'))
const SolutionDialog = lazy(() => import('../solution-dialog/solution-dialog'))

const NO_CHALLENGES: Challenge[] = []

/**
 * The path the board shows: the one the trainer pinned for the class, until the player picks another
 * while that pin stands (a new pin preselects again); otherwise the player's stored choice.
 */
function usePinnedPath (pinned: string | null, stored: string | null, store: (id: string | null) => void): [string | null, (id: string | null) => void] {
  const [browsedUnder, setBrowsedUnder] = useState<string | null>(null)
  // Lifting the pin forgets the choice made under it: pinning that path again is a new pin.
  if (pinned === null && browsedUnder !== null) setBrowsedUnder(null)
  const select = useCallback((id: string | null) => {
    if (pinned !== null) setBrowsedUnder(pinned)
    store(id)
  }, [pinned, store])
  return [pinned !== null && browsedUnder !== pinned ? pinned : stored, select]
}

/** The score board: progress, filters, backup and every challenge of this shop. */
export default function ScoreBoard () {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'))
  const { data: config, isPending: configPending } = useApplicationConfiguration()
  const { data: list, isPending: listPending, error } = useChallengeList()
  // The list waits for the configuration: drawn before it, a tutorials-first shop would flash every challenge.
  const data = configPending ? undefined : list
  const isPending = listPending || configPending
  const { data: learningPaths } = useLearningPaths()
  useLiveSolves()
  const [storedFilters, actions] = useBoardFilters()
  const [codingKey, setCodingKey] = useState<string | null>(null)
  const [solutionKey, setSolutionKey] = useState<string | null>(null)
  // Trainer solutions only when the shop is set to show them; in classroom mode the trainer console has them.
  const showSolutions = config?.challenges?.showSolutions === true && config.classroom?.enabled !== true
  const { data: classSettings } = useClassSettings(config?.classroom?.enabled === true)
  const [learningPath, selectLearningPath] = usePinnedPath(classSettings?.pinnedPath ?? null, storedFilters.selectedLearningPath, actions.selectLearningPath)

  const challenges = data ?? NO_CHALLENGES
  const categories = useMemo(() => categoriesOf(challenges), [challenges])
  const owaspTop10 = useMemo(() => owaspTop10Of(challenges), [challenges])
  const withDefaults = useCallback((chosen: BoardFilters) => ({
    ...chosen,
    displayedChallengeCategories: chosen.displayedChallengeCategories ?? categories,
    displayedOwaspTop10: chosen.displayedOwaspTop10 ?? owaspTop10
  }), [categories, owaspTop10])
  const filters = useMemo(() => withDefaults(storedFilters), [withDefaults, storedFilters])
  const restriction = useMemo(() => restrictionFor(challenges, config?.challenges?.restrictToTutorialsFirst === true),
    [challenges, config?.challenges?.restrictToTutorialsFirst])
  const progress = useMemo(() => boardProgress(challenges), [challenges])
  const counts = useMemo(() => difficultyCounts(challenges), [challenges])

  /*
   * Toggles answer at once; the table catches up in a lower-priority render. Only the player's
   * choices are deferred: were the defaults that come with the list deferred too, its arrival would
   * count as a filter change and the first rows would wait for a background render, which a busy
   * page keeps restarting (on a loaded machine, many seconds of an empty board).
   */
  const deferredChoices = useDeferredValue(storedFilters)
  const stale = deferredChoices !== storedFilters
  const shown = useMemo(() => new Set(filterChallenges(challenges, withDefaults(deferredChoices), restriction).map(c => c.key)),
    [challenges, withDefaults, deferredChoices, restriction])

  const startTutorial = useCallback((key: string) => {
    void navigate(`/hacking-instructor?challenge=${encodeURIComponent(key)}`)
  }, [navigate])
  const codingChallenge = codingKey === null ? undefined : challenges.find(c => c.key === codingKey)
  const solutionChallenge = solutionKey === null ? undefined : challenges.find(c => c.key === solutionKey)

  return (
    <Stack spacing={2} sx={{ maxWidth: 1400, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">{t('TITLE_SCORE_BOARD')}</Typography>
        <BackupButtons filters={filters} />
      </Stack>
      {isPending && <LinearProgress aria-label={t('LOADING')} />}
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      {data && (
        <>
          {classSettings?.eventEnd && <EventClock eventEnd={classSettings.eventEnd} />}
          <ProgressCard progress={progress} />
          {learningPaths !== undefined && learningPaths.length > 0 && (
            <LearningPathPanel
              paths={learningPaths}
              challenges={challenges}
              selected={learningPath}
              pinned={classSettings?.pinnedPath ?? null}
              onSelect={selectLearningPath}
            />
          )}
          <FilterPanel filters={filters} actions={actions} counts={counts} categories={categories} owaspTop10={owaspTop10} restriction={restriction} />
          <Paper sx={{ overflow: 'hidden' }} data-testid="challenge-list" aria-busy={stale}>
            <ChallengeTable
              challenges={challenges}
              shown={shown}
              compact={compact}
              codingMode={codingMode(config?.challenges?.codingChallengesEnabled)}
              tutorialsEnabled={config?.hackingInstructor?.isEnabled === true}
              stale={stale}
              onOpenCoding={setCodingKey}
              onOpenSolution={showSolutions ? setSolutionKey : undefined}
              onStartTutorial={startTutorial}
            />
          </Paper>
        </>
      )}
      {codingChallenge && (
        <Suspense fallback={null}>
          <CodeSnippetDialog challenge={codingChallenge} onClose={() => { setCodingKey(null) }} />
        </Suspense>
      )}
      {solutionChallenge && (
        <Suspense fallback={null}>
          <SolutionDialog challenge={solutionChallenge} onClose={() => { setSolutionKey(null) }} />
        </Suspense>
      )}
    </Stack>
  )
}
