import StarIcon from '@mui/icons-material/Star'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import ToggleButton from '@mui/material/ToggleButton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '@/lib/visually-hidden'
import type { BoardFilters, DifficultyCount, Restriction } from './board-filters'
import type { BoardFilterActions, BooleanFilter } from './use-board-filters'

interface FilterPanelProps {
  /** Categories resolved to a list (null in storage means all). */
  filters: BoardFilters & { displayedChallengeCategories: string[] }
  actions: BoardFilterActions
  counts: DifficultyCount[]
  categories: string[]
  restriction: Restriction
}

const FLAGS: Array<{ name: BooleanFilter; label: string }> = [
  { name: 'showSolvedChallenges', label: 'LABEL_SHOW_SOLVED' },
  { name: 'showOnlyTutorialChallenges', label: 'LABEL_ONLY_TUTORIALS' },
  { name: 'showDisabledChallenges', label: 'LABEL_SHOW_UNAVAILABLE' }
]

function SectionLabel ({ children }: { children: string }) {
  return <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 2 }}>{children}</Typography>
}

/** Difficulty, status and category filters; the tutorial restriction locks what it overrides. */
export function FilterPanel ({ filters, actions, counts, categories, restriction }: FilterPanelProps) {
  const { t } = useTranslation()
  const locked = restriction.active
  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        {locked && <Alert severity="info" variant="outlined">{t('INFO_TUTORIALS_FIRST', { tier: restriction.tier })}</Alert>}
        <Box>
          <SectionLabel>{t('LABEL_DIFFICULTY')}</SectionLabel>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {counts.map(({ difficulty, solved, total }) => (
              <ToggleButton
                key={difficulty}
                value={difficulty}
                size="small"
                color="primary"
                selected={filters.displayedDifficulties.includes(difficulty)}
                disabled={locked && difficulty > restriction.tier}
                onChange={() => { actions.toggleDifficulty(difficulty) }}
                sx={{ flexDirection: 'column', lineHeight: 1.1, px: 1.5, py: 0.5, minWidth: 64 }}
              >
                {/* Digits and a star for the eye, a sentence for screen readers (an aria-label would hide what is seen). */}
                <Box component="span" aria-hidden sx={{ display: 'inline-flex', alignItems: 'center', fontWeight: 700 }}>
                  {difficulty}<StarIcon sx={{ fontSize: 16, ml: 0.25, color: '#ffc107' }} />
                </Box>
                <Box component="span" aria-hidden sx={{ fontSize: 11, opacity: 0.8 }}>{solved}/{total}</Box>
                <Box component="span" sx={visuallyHidden}>{t('LABEL_DIFFICULTY_TOGGLE', { difficulty, solved, total })}</Box>
              </ToggleButton>
            ))}
            <Button size="small" disabled={locked} onClick={actions.showAllDifficulties}>{t('BTN_SHOW_ALL')}</Button>
            <Button size="small" disabled={locked} onClick={actions.hideAllDifficulties}>{t('BTN_HIDE_ALL')}</Button>
          </Stack>
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
          {FLAGS.map(({ name, label }) => (
            <FormControlLabel
              key={name}
              disabled={locked}
              control={<Switch checked={filters[name]} onChange={(_event, checked) => { actions.setFlag(name, checked) }} />}
              label={t(label)}
            />
          ))}
        </Stack>
        <Box>
          <SectionLabel>{t('LABEL_CATEGORIES')}</SectionLabel>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {categories.map(category => {
              const shown = filters.displayedChallengeCategories.includes(category)
              return (
                <Chip
                  key={category}
                  label={category}
                  disabled={locked}
                  color={shown ? 'primary' : 'default'}
                  variant={shown ? 'filled' : 'outlined'}
                  aria-pressed={shown}
                  onClick={() => { actions.toggleCategory(category, categories) }}
                />
              )
            })}
          </Stack>
        </Box>
      </Stack>
    </Paper>
  )
}
