import { LightbulbOutlinedIcon } from '@/components/icons'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Popover from '@mui/material/Popover'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

interface HintButtonProps {
  name: string
  hints: string[]
  hintUrl: string | null
}

/** Hints stay hidden until the player asks for them. */
export function HintButton ({ name, hints, hintUrl }: HintButtonProps) {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <IconButton size="small" aria-label={t('BTN_SHOW_HINTS', { challenge: name })} onClick={event => { setAnchor(event.currentTarget) }}>
        <LightbulbOutlinedIcon fontSize="small" />
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => { setAnchor(null) }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { p: 2, maxWidth: 380 } } }}
      >
        <Typography variant="subtitle2" gutterBottom>{t('LABEL_HINTS')}</Typography>
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {hints.map(hint => <li key={hint}><Typography variant="body2" sx={{ mb: 0.5 }}>{hint}</Typography></li>)}
        </ol>
        {hintUrl && <Link href={hintUrl} target="_blank" rel="noopener noreferrer" variant="body2">{t('LINK_MORE_HINTS')}</Link>}
      </Popover>
    </>
  )
}
