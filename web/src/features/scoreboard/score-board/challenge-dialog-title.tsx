import Box from '@mui/material/Box'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'
import { DifficultyStars } from './difficulty-stars'

/** The heading the score board's challenge dialogs share: what the dialog is, then the challenge and its stars. */
export function ChallengeDialogTitle ({ id, overline, challenge, sx }: { id: string, overline: string, challenge: { name: string, difficulty: number }, sx?: SxProps<Theme> }) {
  return (
    <DialogTitle id={id} sx={sx}>
      <Typography variant="overline" color="text.secondary" component="div">{overline}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {challenge.name}
        <DifficultyStars difficulty={challenge.difficulty} size={16} />
      </Box>
    </DialogTitle>
  )
}
