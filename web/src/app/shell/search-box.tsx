import { SearchIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import { alpha } from '@mui/material/styles'
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'

/**
 * A plain input rather than TextField or InputBase: the bar needs no label, helper text or
 * multi-line support, and MUI's inputs would add their weight to every first load.
 */
export function SearchBox () {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const current = searchParams.get('q') ?? ''
  const [value, setValue] = useState(current)

  // Follow the address bar, e.g. when the user goes back to an earlier search.
  useEffect(() => { setValue(current) }, [current])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void navigate(`/search?q=${encodeURIComponent(value)}`)
  }

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={theme => ({
        display: 'flex',
        alignItems: 'center',
        px: 1,
        borderRadius: 1,
        bgcolor: alpha(theme.palette.common.white, 0.1),
        '&:hover, &:focus-within': { bgcolor: alpha(theme.palette.common.white, 0.18) },
        // On a phone the box takes whatever the icons leave, so the bar stays one line.
        flex: { xs: '1 1 0', sm: 'none' },
        minWidth: 0,
        width: { sm: 220, md: 280 }
      })}
    >
      <SearchIcon fontSize="small" sx={{ mr: 1, opacity: 0.8 }} />
      <Box
        component="input"
        type="search"
        id="searchQuery"
        value={value}
        onChange={event => { setValue((event.target as HTMLInputElement).value) }}
        placeholder={t('NAV_SEARCH_PLACEHOLDER')}
        autoComplete="off"
        aria-label={t('LABEL_SEARCH_QUERY')}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          py: 1,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          '&::placeholder': { color: 'inherit', opacity: 0.6 },
          // The browser's own clear button does not match the bar.
          '&::-webkit-search-cancel-button': { appearance: 'none' }
        }}
      />
    </Box>
  )
}
