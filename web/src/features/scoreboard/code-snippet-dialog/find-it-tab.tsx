import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/api-client'
import { useCheckFindIt } from '../api/check-find-it'
import { useSnippet } from '../api/get-snippet'
import { snippetLines, type TabResult } from './coding-result'
import { ResultAlert } from './result-alert'
import { CODE_FONT } from './code-block'

interface FindItTabProps {
  challengeKey: string
  result: TabResult
  onVerdict: (verdict: boolean) => void
}

/** Find it: the player ticks the vulnerable line(s) of the real source snippet. */
export function FindItTab ({ challengeKey, result, onVerdict }: FindItTabProps) {
  const { t } = useTranslation()
  const snippet = useSnippet(challengeKey)
  const check = useCheckFindIt(challengeKey)
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set())
  const [hint, setHint] = useState<string | null>(null)
  const lines = useMemo(() => snippet.data ? snippetLines(snippet.data.snippet) : [], [snippet.data])
  // Once solved the server reveals the vulnerable lines; they are marked for the player to review.
  const vulnerable = useMemo(() => new Set(result === 'right' ? snippet.data?.vulnLines ?? [] : []), [result, snippet.data])
  const solved = result === 'right'

  const toggle = (line: number) => {
    setSelected(current => {
      const next = new Set(current)
      if (next.has(line)) next.delete(line)
      else next.add(line)
      return next
    })
  }

  const submit = () => {
    check.mutate([...selected].sort((a, b) => a - b), {
      onSuccess: answer => {
        setHint(answer.verdict ? null : answer.hint ?? null)
        onVerdict(answer.verdict)
      }
    })
  }

  if (snippet.isPending) return <LinearProgress aria-label={t('LOADING')} />
  if (snippet.error) {
    // The error text takes the code's place.
    return <Box component="pre" role="alert" sx={{ ...CODE_FONT, p: 2, color: 'error.main', whiteSpace: 'pre-wrap' }}>{errorMessage(snippet.error)}</Box>
  }

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">{t(solved ? 'INFO_FIND_IT_SOLVED' : 'INFO_FIND_IT')}</Typography>
      <Box role="group" dir="ltr" aria-label={t('LABEL_SNIPPET')} sx={{ bgcolor: '#1e1e1e', borderRadius: 1, py: 1, overflowX: 'auto', maxHeight: '55vh', overflowY: 'auto' }}>
        {lines.map((text, i) => {
          const line = i + 1
          const checked = selected.has(line)
          return (
            <Box
              component="label"
              key={line}
              data-line={line}
              sx={{
                display: 'flex',
                alignItems: 'center',
                minWidth: 'max-content',
                pr: 2,
                cursor: solved ? 'default' : 'pointer',
                bgcolor: vulnerable.has(line) ? 'rgba(239,83,80,0.18)' : checked ? 'rgba(255,122,26,0.16)' : 'transparent',
                borderLeft: '3px solid',
                borderColor: vulnerable.has(line) ? 'error.main' : checked ? 'primary.main' : 'transparent',
                '&:hover': solved ? undefined : { bgcolor: checked ? 'rgba(255,122,26,0.24)' : 'rgba(255,255,255,0.05)' }
              }}
            >
              <Checkbox
                size="small"
                checked={checked}
                disabled={solved}
                onChange={() => { toggle(line) }}
                slotProps={{ input: { 'aria-label': t('LABEL_LINE', { line }) } }}
                sx={{ p: 0.25, mx: 0.5 }}
              />
              <Box component="span" sx={{ ...CODE_FONT, color: 'text.disabled', width: 36, textAlign: 'right', pr: 1.5, userSelect: 'none', flexShrink: 0 }}>{line}</Box>
              <Box component="code" sx={{ ...CODE_FONT, whiteSpace: 'pre', color: '#e0e0e0' }}>{text === '' ? ' ' : text}</Box>
            </Box>
          )
        })}
      </Box>
      <ResultAlert result={result} rightKey="RESULT_FIND_IT_RIGHT" wrongKey="RESULT_FIND_IT_WRONG" detail={result === 'wrong' ? hint : null} />
      {check.error && <Alert severity="error">{errorMessage(check.error)}</Alert>}
      {!solved && (
        <Box>
          <Button variant="contained" onClick={submit} disabled={selected.size === 0 || check.isPending}>{t('BTN_SUBMIT')}</Button>
        </Box>
      )}
    </Stack>
  )
}
