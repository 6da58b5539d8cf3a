import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { categoryLabel } from '@/lib/challenge-category'
import type { Solution, SolutionRequest } from './solution-types'

const CODE_FONT = '"Roboto Mono", "SFMono-Regular", Consolas, "Liberation Mono", monospace'

/** Solution prose marks code with backticks; a screen route in backticks becomes a link to that screen. */
export function InlineText ({ text }: { text: string }) {
  const parts = text.split(/`([^`]+)`/)
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return part
        const code = <Box component="code" dir="ltr" sx={{ fontFamily: CODE_FONT, fontSize: '0.9em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5, overflowWrap: 'anywhere' }}>{part}</Box>
        return part.startsWith('#/') ? <Link key={i} href={part}>{code}</Link> : <Box component="span" key={i}>{code}</Box>
      })}
    </>
  )
}

function Part ({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>{title}</Typography>
      {children}
    </Box>
  )
}

function RequestBlock ({ request }: { request: SolutionRequest }) {
  return (
    <Box>
      {/* Requests read left to right in every language, like source code. */}
      <Box component="pre" dir="ltr" sx={{ fontFamily: CODE_FONT, fontSize: 13, lineHeight: 1.6, m: 0, p: 1.5, bgcolor: '#1e1e1e', color: '#e0e0e0', overflowX: 'auto', borderRadius: 1 }}>
        {request.as !== undefined && <Box component="span" sx={{ color: '#9e9e9e' }}>{`${request.method === 'SOCKET' ? '//' : '#'} as ${request.as}\n`}</Box>}
        <code>{request.text}</code>
      </Box>
      {request.note !== undefined && <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}><InlineText text={request.note} /></Typography>}
    </Box>
  )
}

/** A challenge's trainer solution: its mapping, then notice, steps, requests, why, detection and fix. */
export function SolutionText ({ solution }: { solution: Solution }) {
  const { t } = useTranslation()
  const mapping = [...solution.cwe.map(id => `CWE-${id}`), solution.owaspTop10, ...(solution.owaspApiTop10 === undefined ? [] : [solution.owaspApiTop10])]
  return (
    <Stack spacing={2} data-testid="solution-text">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        <Chip size="small" label={categoryLabel(t, solution.category)} />
        {mapping.map(id => <Chip key={id} size="small" variant="outlined" label={id} />)}
      </Stack>
      <Part title={t('SOLUTION_NOTICE')}><Typography variant="body2"><InlineText text={solution.notice} /></Typography></Part>
      <Part title={t('SOLUTION_STEPS')}>
        <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
          {solution.steps.map((step, i) => <Typography component="li" variant="body2" key={i}><InlineText text={step} /></Typography>)}
        </Box>
      </Part>
      <Part title={t('SOLUTION_REQUESTS')}>
        {solution.requests.length === 0
          ? <Typography variant="body2" color="text.secondary">{t('SOLUTION_NO_REQUESTS')}</Typography>
          : <Stack spacing={1.5}>{solution.requests.map((request, i) => <RequestBlock key={i} request={request} />)}</Stack>}
      </Part>
      <Part title={t('SOLUTION_WHY')}><Typography variant="body2"><InlineText text={solution.why} /></Typography></Part>
      <Part title={t('SOLUTION_DETECTION')}><Typography variant="body2"><InlineText text={solution.detection} /></Typography></Part>
      <Part title={t('SOLUTION_FIX')}><Typography variant="body2"><InlineText text={solution.fix} /></Typography></Part>
    </Stack>
  )
}
