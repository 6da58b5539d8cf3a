import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import LinearProgress from '@mui/material/LinearProgress'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { SolutionText } from '@/components/solution/solution-text'
import { errorMessage } from '@/lib/api-client'
import type { Challenge } from '../api/get-challenges'
import { useSolution } from '../api/get-solution'
import { ChallengeDialogTitle } from '../score-board/challenge-dialog-title'

/** A challenge's trainer solution, opened from its row when the shop shows solutions (a lazy chunk of its own). */
export default function SolutionDialog ({ challenge, onClose }: { challenge: Challenge; onClose: () => void }) {
  const { t } = useTranslation()
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const solution = useSolution(challenge.key)
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="solution-dialog-title">
      <ChallengeDialogTitle id="solution-dialog-title" overline={t('BTN_SOLUTION')} challenge={challenge} />
      <DialogContent dividers>
        {solution.isPending && <LinearProgress aria-label={t('LOADING')} />}
        {solution.error && <Alert severity="info">{errorMessage(solution.error)}</Alert>}
        {solution.data && <SolutionText solution={solution.data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('BTN_CLOSE')}</Button>
      </DialogActions>
    </Dialog>
  )
}
