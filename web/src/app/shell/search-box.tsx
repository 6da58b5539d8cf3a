import SearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import InputBase from '@mui/material/InputBase'
import { alpha } from '@mui/material/styles'
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'

/** InputBase rather than TextField: the bar needs no label or helper text, and it loads lighter. */
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
      <InputBase
        id="searchQuery"
        value={value}
        onChange={event => { setValue(event.target.value) }}
        placeholder={t('NAV_SEARCH_PLACEHOLDER')}
        autoComplete="off"
        slotProps={{ input: { 'aria-label': t('LABEL_SEARCH_QUERY') } }}
        sx={{ color: 'inherit', flexGrow: 1, py: 0.5 }}
      />
    </Box>
  )
}
