import { ArrowBackIcon } from '@/components/icons'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { SolutionText } from '@/components/solution/solution-text'
import { ApiError } from '@/lib/api-client'
import { useClassroomStatus } from '../api/get-status'
import { useTrainerSolution, useTrainerSolutions } from '../api/get-trainer-solutions'
import { classroomErrorKey } from '../shared/classroom-errors'
import { Stars } from '../shared/stars'
import { TrainerSignIn } from '../trainer/trainer-sign-in'
import { SolutionList } from './solution-list'

function Frame ({ back, backLabel, title, children }: { back: string; backLabel: string; title: ReactNode; children: ReactNode }) {
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>{backLabel}</Button>
      <Typography variant="h5" component="h1" sx={{ mb: 2, wordBreak: 'break-word' }}>{title}</Typography>
      {children}
    </Paper>
  )
}

/** The classroom's error text; `notFoundKey` for a 404 that is not about a team, as the shared text says. */
function Problem ({ error, notFoundKey }: { error: unknown, notFoundKey?: string }) {
  const { t } = useTranslation()
  const key = notFoundKey !== undefined && error instanceof ApiError && error.status === 404 ? notFoundKey : classroomErrorKey(error)
  return <Alert severity="error" role="alert">{t(key)}</Alert>
}

function SolutionPage ({ challengeKey }: { challengeKey: string }) {
  const { t } = useTranslation()
  const solution = useTrainerSolution(challengeKey, true)
  const title = solution.data === undefined
    ? t('CLASSROOM_SOLUTIONS')
    : <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>{solution.data.name} <Stars difficulty={solution.data.difficulty} /></Box>
  return (
    <Frame back="/classroom/trainer/solutions" backLabel={t('CLASSROOM_SOLUTIONS_BACK')} title={title}>
      {solution.isPending && <LinearProgress color="secondary" />}
      {solution.error && <Problem error={solution.error} notFoundKey="CLASSROOM_ERROR_SOLUTION_NOT_FOUND" />}
      {solution.data && <SolutionText solution={solution.data} />}
    </Frame>
  )
}

function SolutionsIndex () {
  const { t } = useTranslation()
  const solutions = useTrainerSolutions(true)
  return (
    <Frame back="/classroom/trainer" backLabel={t('CLASSROOM_TRAINER_CONSOLE')} title={t('CLASSROOM_SOLUTIONS')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('CLASSROOM_SOLUTIONS_INTRO')}</Typography>
      {solutions.isPending && <LinearProgress color="secondary" />}
      {solutions.error && <Problem error={solutions.error} />}
      {solutions.data && <SolutionList solutions={solutions.data} />}
    </Frame>
  )
}

/** The trainer's solutions: every challenge by category with a search, and one solution per page. Trainer session only. */
export default function TrainerSolutions () {
  const { key } = useParams()
  const status = useClassroomStatus()
  if (status.isPending) return <LinearProgress color="secondary" />
  if (status.data?.trainer !== true) return <TrainerSignIn />
  return key === undefined ? <SolutionsIndex /> : <SolutionPage challengeKey={key} />
}
