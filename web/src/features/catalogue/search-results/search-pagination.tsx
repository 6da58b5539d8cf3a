import { ArrowDropDownIcon, ChevronLeftIcon, ChevronRightIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

interface SearchPaginationProps {
  count: number
  page: number
  pageSize: number
  pageSizes: number[]
  onChange: (page: number, pageSize: number) => void
}

/*
 * The page-size choice is the browser's own select, not MUI's Select: that one brings menus,
 * popovers and three input variants, a third of the search screen's code, for one small choice.
 */
export function SearchPagination ({ count, page, pageSize, pageSizes, onChange }: SearchPaginationProps) {
  const { t } = useTranslation()
  const selectId = useId()
  const from = count === 0 ? 0 : page * pageSize + 1
  const to = Math.min(count, (page + 1) * pageSize)
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1)

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', columnGap: 3, rowGap: 1, mt: 1, minHeight: 52, color: 'text.primary' }}>
      {pageSizes.length > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="label" htmlFor={selectId} variant="body2">{t('LABEL_ITEMS_PER_PAGE')}</Typography>
          <Box sx={{ position: 'relative', display: 'inline-flex', alignItems: 'center' }}>
            <Box
              component="select"
              id={selectId}
              value={pageSize}
              onChange={event => { onChange(0, Number((event.target as HTMLSelectElement).value)) }}
              sx={{
                appearance: 'none',
                colorScheme: 'dark',
                font: 'inherit',
                fontSize: '0.875rem',
                color: 'inherit',
                bgcolor: 'transparent',
                border: 0,
                borderRadius: 1,
                py: 0.5,
                pl: 1,
                pr: 3,
                cursor: 'pointer',
                '&:hover': { bgcolor: 'action.hover' },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' }
              }}
            >
              {pageSizes.map(size => <option key={size} value={size}>{size}</option>)}
            </Box>
            <ArrowDropDownIcon fontSize="small" sx={{ position: 'absolute', right: 2, pointerEvents: 'none' }} />
          </Box>
        </Box>
      )}
      <Typography variant="body2" aria-live="polite">{t('LABEL_PAGINATOR_RANGE', { from, to, count })}</Typography>
      <Box>
        <IconButton color="inherit" disabled={page <= 0} onClick={() => { onChange(page - 1, pageSize) }} aria-label={t('BTN_PREVIOUS_PAGE')} title={t('BTN_PREVIOUS_PAGE')}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton color="inherit" disabled={page >= lastPage} onClick={() => { onChange(page + 1, pageSize) }} aria-label={t('BTN_NEXT_PAGE')} title={t('BTN_NEXT_PAGE')}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  )
}
