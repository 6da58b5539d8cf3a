import { CopyAllIcon, KeyIcon } from '@/components/icons'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

type CopyState = 'idle' | 'copied' | 'select'

/**
 * The passcode, shown once: large, selectable, with a copy button. Where the clipboard is not
 * allowed (plain http on another host than localhost) the text is selected for Ctrl+C instead.
 */
export function PasscodeCard ({ team, passcode, children }: { team: string; passcode: string; children?: ReactNode }) {
  const { t } = useTranslation()
  const [copy, setCopy] = useState<CopyState>('idle')
  const codeRef = useRef<HTMLElement>(null)

  const selectCode = () => {
    const node = codeRef.current
    const selection = window.getSelection()
    if (node === null || selection === null) return
    const range = document.createRange()
    range.selectNodeContents(node)
    selection.removeAllRanges()
    selection.addRange(range)
  }

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(passcode)
      setCopy('copied')
    } catch {
      selectCode()
      setCopy('select')
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'secondary.main', borderWidth: 2 }} data-testid="passcode-card">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <KeyIcon color="secondary" />
        <Typography variant="h6" component="h2">{t('CLASSROOM_PASSCODE_TITLE', { team })}</Typography>
      </Box>
      <Typography variant="body2" sx={{ mb: 2 }}>{t('CLASSROOM_PASSCODE_ONCE')}</Typography>
      <Box
        component="code"
        ref={codeRef}
        aria-label={t('CLASSROOM_PASSCODE_LABEL')}
        data-testid="passcode"
        onFocus={selectCode}
        tabIndex={0}
        sx={{
          display: 'block', textAlign: 'center', fontFamily: 'monospace', fontSize: { xs: 26, sm: 34 }, letterSpacing: '0.12em',
          py: 1.5, px: 1, borderRadius: 1, bgcolor: 'action.hover', userSelect: 'all', wordBreak: 'break-all'
        }}
      >
        {passcode}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, alignItems: 'center' }}>
        {/* Green, not orange: orange text on the card's grey reaches only 3.85:1 (AA asks 4.5:1). */}
        <Button variant="outlined" color="secondary" startIcon={<CopyAllIcon />} onClick={() => { void copyCode() }}>{t('CLASSROOM_COPY')}</Button>
        {children}
      </Box>
      {copy !== 'idle' && (
        <Alert severity={copy === 'copied' ? 'success' : 'info'} role="status" sx={{ mt: 2 }}>
          {t(copy === 'copied' ? 'CLASSROOM_COPIED' : 'CLASSROOM_COPY_BY_HAND')}
        </Alert>
      )}
    </Paper>
  )
}
