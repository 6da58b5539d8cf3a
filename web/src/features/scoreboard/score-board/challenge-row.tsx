import { SchoolIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { categoryLabel, tagLabel } from '@/lib/challenge-category'
import type { Challenge } from '../api/get-challenges'
import { hintsOf, isUnavailable, tagsOf } from './board-filters'
import { CodingButton } from './coding-button'
import { DifficultyStars } from './difficulty-stars'
import { HintButton } from './hint-button'
import { SolutionButton } from './solution-button'
import { StatusBadge } from './status-badge'

export interface ChallengeRowProps {
  challenge: Challenge
  /** Phone layout: everything but the status folds into the name cell. */
  compact: boolean
  canPlayCoding: boolean
  canStartTutorial: boolean
  onOpenCoding: (key: string) => void
  /** Present only when the shop shows trainer solutions (`challenges.showSolutions`). */
  onOpenSolution?: (key: string) => void
  /** Gets the challenge key: the shown name may be translated. */
  onStartTutorial: (key: string) => void
}

export function Description ({ html }: { html: string }) {
  // The description is trusted HTML from the shop's own catalogue (data/challenges.yml).
  return <Box sx={{ '& p': { m: 0 }, '& code': { fontSize: '0.85em' }, '& a': { color: 'primary.main' } }} dangerouslySetInnerHTML={{ __html: html }} />
}

function Tags ({ tags }: { tags: string[] }) {
  const { t } = useTranslation()
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {tags.map(tag => <Chip key={tag} label={tagLabel(t, tag)} size="small" variant="outlined" sx={{ height: 22, fontSize: 12 }} />)}
    </Stack>
  )
}

function RowActions ({ challenge, canPlayCoding, canStartTutorial, onOpenCoding, onOpenSolution, onStartTutorial }: Omit<ChallengeRowProps, 'compact'>) {
  const { t } = useTranslation()
  const hints = hintsOf(challenge)
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
      {hints.length > 0 && <HintButton name={challenge.name} hints={hints} hintUrl={challenge.hintUrl} />}
      {canStartTutorial && (
        <IconButton size="small" title={t('BTN_START_TUTORIAL')} aria-label={t('BTN_START_TUTORIAL_FOR', { challenge: challenge.name })} onClick={() => { onStartTutorial(challenge.key) }}>
          <SchoolIcon fontSize="small" />
        </IconButton>
      )}
      {canPlayCoding && <CodingButton name={challenge.name} status={challenge.codingChallengeStatus} onClick={() => { onOpenCoding(challenge.key) }} />}
      {onOpenSolution && <SolutionButton name={challenge.name} onClick={() => { onOpenSolution(challenge.key) }} />}
    </Stack>
  )
}

/** One challenge. Memoised: a filter change or a solve re-renders only rows whose data changed. */
export const ChallengeRow = memo(function ChallengeRow (props: ChallengeRowProps) {
  const { challenge, compact } = props
  const { t } = useTranslation()
  const tags = tagsOf(challenge)
  const rowSx = {
    opacity: isUnavailable(challenge) ? 0.55 : 1,
    '& > td': { verticalAlign: 'top', py: 1.25 },
    ...(challenge.solved ? { bgcolor: 'rgba(102,187,106,0.07)' } : {})
  }
  const name = <Typography variant="body2" sx={{ fontWeight: 600 }}>{challenge.name}</Typography>

  if (compact) {
    return (
      <TableRow data-challenge={challenge.key} data-solved={challenge.solved} sx={rowSx}>
        <TableCell>
          <Stack spacing={0.75}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              {name}
              <DifficultyStars difficulty={challenge.difficulty} size={15} />
            </Stack>
            <Typography variant="caption" color="text.secondary">{categoryLabel(t, challenge.category)}</Typography>
            <Typography component="div" variant="body2" color="text.secondary"><Description html={challenge.description} /></Typography>
            {tags.length > 0 && <Tags tags={tags} />}
          </Stack>
        </TableCell>
        <TableCell align="right">
          <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
            <StatusBadge challenge={challenge} />
            <RowActions {...props} />
          </Stack>
        </TableCell>
      </TableRow>
    )
  }

  return (
    <TableRow data-challenge={challenge.key} data-solved={challenge.solved} sx={rowSx}>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{name}</TableCell>
      <TableCell><DifficultyStars difficulty={challenge.difficulty} /></TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}><Typography component="div" variant="body2"><Description html={challenge.description} /></Typography></TableCell>
      <TableCell><Typography variant="body2" color="text.secondary">{categoryLabel(t, challenge.category)}</Typography></TableCell>
      <TableCell><Tags tags={tags} /></TableCell>
      <TableCell><StatusBadge challenge={challenge} /></TableCell>
      <TableCell align="right"><RowActions {...props} /></TableCell>
    </TableRow>
  )
})
