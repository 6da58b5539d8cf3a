import { SearchIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import InputAdornment from '@mui/material/InputAdornment'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { SolutionSummary } from '@/components/solution/solution-types'
import { categoryLabel } from '@/lib/challenge-category'
import { Stars } from '../shared/stars'
import { segment } from '../api/keys'

/** The solved challenges grouped by category (the server's order), those whose name matches the search. */
export function groupSolutions (solutions: readonly SolutionSummary[], search: string): Array<[string, SolutionSummary[]]> {
  const wanted = search.trim().toLocaleLowerCase()
  const groups = new Map<string, SolutionSummary[]>()
  for (const solution of solutions) {
    if (wanted !== '' && !solution.name.toLocaleLowerCase().includes(wanted)) continue
    groups.set(solution.category, [...groups.get(solution.category) ?? [], solution])
  }
  return [...groups]
}

/** Search by name, then every category with its challenges, each a link to its solution. */
export function SolutionList ({ solutions }: { solutions: readonly SolutionSummary[] }) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const groups = useMemo(() => groupSolutions(solutions, search), [solutions, search])
  return (
    <Box>
      <TextField
        type="search"
        size="small"
        fullWidth
        label={t('CLASSROOM_SOLUTIONS_SEARCH')}
        value={search}
        onChange={event => { setSearch(event.target.value) }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        sx={{ mb: 2, maxWidth: 420 }}
      />
      {groups.length === 0 && <Typography color="text.secondary" role="status">{t('CLASSROOM_SOLUTIONS_NONE')}</Typography>}
      <Box sx={{ columnWidth: 340, columnGap: 3 }}>
        {groups.map(([category, members]) => (
          <Box component="section" key={category} aria-label={categoryLabel(t, category)} sx={{ breakInside: 'avoid', mb: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, borderBottom: 1, borderColor: 'divider', pb: 0.5 }}>
              {categoryLabel(t, category)} <Typography component="span" variant="body2" color="text.secondary">({members.length})</Typography>
            </Typography>
            <List dense disablePadding>
              {members.map(solution => (
                // A list may hold only list items: each link sits inside one.
                <ListItem key={solution.key} disablePadding>
                  <ListItemButton component={RouterLink} to={`/classroom/trainer/solutions/${segment(solution.key)}`} sx={{ px: 1, gap: 1 }}>
                    <ListItemText primary={solution.name} secondary={<Stars difficulty={solution.difficulty} />} />
                    <Chip size="small" variant="outlined" label={solution.owaspTop10} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
