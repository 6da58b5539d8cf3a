import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Radio from '@mui/material/Radio'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/api-client'
import { useCheckFixIt } from '../api/check-fix-it'
import { useSnippetFixes } from '../api/get-snippet-fixes'
import { CodeBlock } from './code-block'
import { shuffleFixes, type TabResult } from './coding-result'
import { ResultAlert } from './result-alert'

interface FixItTabProps {
  challengeKey: string
  result: TabResult
  onVerdict: (verdict: boolean) => void
}

/** Fix it: the player picks the one option that closes the hole; options are shown shuffled. */
export function FixItTab ({ challengeKey, result, onVerdict }: FixItTabProps) {
  const { t } = useTranslation()
  const fixes = useSnippetFixes(challengeKey)
  const check = useCheckFixIt(challengeKey)
  const [chosen, setChosen] = useState<number | null>(null)
  const [explanation, setExplanation] = useState<string | null>(null)
  const options = useMemo(() => shuffleFixes(fixes.data ?? []), [fixes.data])
  const solved = result === 'right'

  const submit = () => {
    if (chosen === null) return
    check.mutate(chosen, {
      onSuccess: answer => {
        setExplanation(answer.explanation ?? null)
        onVerdict(answer.verdict)
      }
    })
  }

  if (fixes.isPending) return <LinearProgress aria-label={t('LOADING')} />
  if (fixes.error) return <Alert severity="error">{errorMessage(fixes.error)}</Alert>
  if (options.length === 0) return <Typography color="text.secondary">{t('INFO_NO_FIXES')}</Typography>

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">{t(solved ? 'INFO_FIX_IT_SOLVED' : 'INFO_FIX_IT')}</Typography>
      <Stack spacing={1.5} role="radiogroup" aria-label={t('TAB_FIX_IT')}>
        {options.map((option, position) => {
          const selected = chosen === option.index
          return (
            <Paper
              key={option.index}
              variant="outlined"
              data-fix={position + 1}
              onClick={() => { if (!solved) setChosen(option.index) }}
              sx={{
                p: 1,
                cursor: solved ? 'default' : 'pointer',
                borderWidth: 2,
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? 'rgba(255,122,26,0.06)' : 'transparent'
              }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', mb: 0.5 }}>
                <Radio
                  size="small"
                  checked={selected}
                  disabled={solved}
                  onChange={() => { setChosen(option.index) }}
                  slotProps={{ input: { 'aria-label': t('LABEL_FIX_OPTION', { number: position + 1 }) } }}
                />
                <Typography variant="subtitle2">{t('LABEL_FIX_OPTION', { number: position + 1 })}</Typography>
              </Stack>
              <CodeBlock code={option.code} />
            </Paper>
          )
        })}
      </Stack>
      <ResultAlert result={result} rightKey="RESULT_FIX_IT_RIGHT" wrongKey="RESULT_FIX_IT_WRONG" detail={explanation} />
      {check.error && <Alert severity="error">{errorMessage(check.error)}</Alert>}
      {!solved && (
        <Box>
          <Button variant="contained" onClick={submit} disabled={chosen === null || check.isPending}>{t('BTN_SUBMIT')}</Button>
        </Box>
      )}
    </Stack>
  )
}
