import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { SolutionText } from '@/components/solution/solution-text'
import { errorMessage } from '@/lib/api-client'
import type { Challenge } from '../api/get-challenges'
import { useSolution } from '../api/get-solution'
import { DifficultyStars } from '../score-board/difficulty-stars'

/** A challenge's trainer solution, opened from its row when the shop shows solutions (a lazy chunk of its own). */
export default function SolutionDialog ({ challenge, onClose }: { challenge: Challenge; onClose: () => void }) {
  const { t } = useTranslation()
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const solution = useSolution(challenge.key)
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="solution-dialog-title">
      <DialogTitle id="solution-dialog-title">
        <Typography variant="overline" color="text.secondary" component="div">{t('BTN_SOLUTION')}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {challenge.name}
          <DifficultyStars difficulty={challenge.difficulty} size={16} />
        </Box>
      </DialogTitle>
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
