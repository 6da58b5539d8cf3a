import { StarIcon } from '@/components/icons'
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
import { categoryLabel } from '@/lib/challenge-category'
import { visuallyHidden } from '@/lib/visually-hidden'
import type { BoardFilters, DifficultyCount, Restriction } from './board-filters'
import type { BoardFilterActions, BooleanFilter } from './use-board-filters'

interface FilterPanelProps {
  /** Categories resolved to a list (null in storage means all). */
  filters: BoardFilters & { displayedChallengeCategories: string[], displayedOwaspTop10: string[] }
  actions: BoardFilterActions
  counts: DifficultyCount[]
  categories: string[]
  /** OWASP Top 10 (2021) ids the listing uses; empty when the server sends no mapping. */
  owaspTop10: string[]
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

interface ChipFilterProps {
  label: string
  items: string[]
  shown: readonly string[]
  disabled: boolean
  labelOf?: (item: string) => string
  onToggle: (item: string) => void
}

/** A labelled row of toggle chips, one per item (categories, Top 10 categories). */
function ChipFilter ({ label, items, shown, disabled, labelOf = item => item, onToggle }: ChipFilterProps) {
  return (
    <Box role="group" aria-label={label}>
      <SectionLabel>{label}</SectionLabel>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {items.map(item => {
          const on = shown.includes(item)
          return (
            <Chip
              key={item}
              label={labelOf(item)}
              disabled={disabled}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => { onToggle(item) }}
            />
          )
        })}
      </Stack>
    </Box>
  )
}

/** Difficulty, status, category and OWASP Top 10 filters; the tutorial restriction locks what it overrides. */
export function FilterPanel ({ filters, actions, counts, categories, owaspTop10, restriction }: FilterPanelProps) {
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
                <Box component="span" aria-hidden sx={{ fontSize: 11 }}>{solved}/{total}</Box>
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
        <ChipFilter
          label={t('LABEL_CATEGORIES')}
          items={categories}
          shown={filters.displayedChallengeCategories}
          disabled={locked}
          labelOf={category => categoryLabel(t, category)}
          onToggle={category => { actions.toggleCategory(category, categories) }}
        />
        {owaspTop10.length > 0 && (
          <ChipFilter
            label={t('LABEL_OWASP_TOP10')}
            items={owaspTop10}
            shown={filters.displayedOwaspTop10}
            disabled={locked}
            labelOf={id => t(`OWASP_TOP10_${id}`)}
            onToggle={id => { actions.toggleOwaspTop10(id, owaspTop10) }}
          />
        )}
      </Stack>
    </Paper>
  )
}
