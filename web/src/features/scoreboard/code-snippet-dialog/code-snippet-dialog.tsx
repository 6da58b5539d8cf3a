import { CancelIcon, CheckCircleIcon, LockIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { saveProgressCodes } from '@/lib/progress-codes'
import type { Challenge } from '../api/get-challenges'
import { snippetQueryKey } from '../api/get-snippet'
import { useSnippetFixes } from '../api/get-snippet-fixes'
import { ChallengeDialogTitle } from '../score-board/challenge-dialog-title'
import { celebrate } from './celebrate'
import { isFixItLocked, resultsFromStatus, settle, type CodingResults, type TabResult } from './coding-result'
import { FindItTab } from './find-it-tab'
import { FixItTab } from './fix-it-tab'

type TabName = 'findIt' | 'fixIt'

interface CodeSnippetDialogProps {
  challenge: Challenge
  onClose: () => void
}

function tabIcon (result: TabResult, locked: boolean): ReactElement | undefined {
  if (locked) return <LockIcon fontSize="small" />
  if (result === 'right') return <CheckCircleIcon fontSize="small" color="success" />
  if (result === 'wrong') return <CancelIcon fontSize="small" color="warning" />
  return undefined
}

/** The coding challenge of one challenge: Find it, then Fix it. */
export default function CodeSnippetDialog ({ challenge, onClose }: CodeSnippetDialogProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const fixes = useSnippetFixes(challenge.key)
  const [results, setResults] = useState<CodingResults>(() => resultsFromStatus(challenge.codingChallengeStatus))
  const [tab, setTab] = useState<TabName>('findIt')
  // Until the fixes have loaded, assume there are some, so Fix it is not briefly unlocked.
  const hasFixes = fixes.data === undefined || fixes.data.length > 0
  const fixItLocked = isFixItLocked(results, hasFixes)

  const recordVerdict = (name: TabName, verdict: boolean) => {
    setResults(current => ({ ...current, [name]: settle(current[name], verdict) }))
    if (!verdict) return
    void queryClient.invalidateQueries({ queryKey: ['challenges'] })
    saveProgressCodes().catch((err: unknown) => { console.error(err) })
  }

  const findItVerdict = (verdict: boolean) => {
    const firstSolve = verdict && results.findIt !== 'right'
    recordVerdict('findIt', verdict)
    if (!firstSolve) return
    celebrate().catch((err: unknown) => { console.error(err) })
    // Now that Find it is solved the server reveals the vulnerable lines.
    void queryClient.invalidateQueries({ queryKey: snippetQueryKey(challenge.key), exact: true })
    if (hasFixes) setTab('fixIt')
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="coding-dialog-title">
      <ChallengeDialogTitle id="coding-dialog-title" overline={t('TITLE_CODING_CHALLENGE')} challenge={challenge} sx={{ pb: 0 }} />
      <Tabs value={tab} onChange={(_event, value: TabName) => { setTab(value) }} sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="findIt" id="coding-tab-find-it" aria-controls="coding-panel-find-it" label={t('TAB_FIND_IT')} icon={tabIcon(results.findIt, false)} iconPosition="end" data-result={results.findIt} />
        <Tab value="fixIt" id="coding-tab-fix-it" aria-controls="coding-panel-fix-it" label={t('TAB_FIX_IT')} icon={tabIcon(results.fixIt, fixItLocked)} iconPosition="end" disabled={fixItLocked} data-result={results.fixIt} />
      </Tabs>
      <DialogContent sx={{ pt: 2, minHeight: 320 }}>
        <Box role="tabpanel" id="coding-panel-find-it" aria-labelledby="coding-tab-find-it" hidden={tab !== 'findIt'}>
          <FindItTab challengeKey={challenge.key} result={results.findIt} onVerdict={findItVerdict} />
        </Box>
        {!fixItLocked && (
          <Box role="tabpanel" id="coding-panel-fix-it" aria-labelledby="coding-tab-fix-it" hidden={tab !== 'fixIt'}>
            <FixItTab challengeKey={challenge.key} result={results.fixIt} onVerdict={verdict => { recordVerdict('fixIt', verdict) }} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('BTN_CLOSE')}</Button>
      </DialogActions>
    </Dialog>
  )
}
