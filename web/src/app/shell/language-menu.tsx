import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked'
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked'
import TranslateIcon from '@mui/icons-material/Translate'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { BUILT_IN_LANGUAGES, useLanguages, type Language } from '@/features/meta/api/get-languages'
import { changeLanguage } from '@/lib/i18n'
import { LanguageThermometer } from './language-thermometer'

export function LanguageMenu () {
  const { t, i18n } = useTranslation()
  const { show } = useSnackbar()
  const { data } = useLanguages()
  const languages = data && data.length > 0 ? data : BUILT_IN_LANGUAGES
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const current = i18n.resolvedLanguage ?? i18n.language
  const currentEntry = languages.find(language => language.key === current)
  const shortLabel = currentEntry?.shortKey ?? current.toUpperCase()

  const choose = async (language: Language) => {
    setAnchor(null)
    await changeLanguage(language.key)
    show({
      message: 'LANGUAGE_CHANGED',
      params: { language: language.lang },
      // Some texts (server-rendered pages, cached data) only follow the language after a reload.
      action: { label: 'BTN_FORCE_RELOAD', onClick: () => { window.location.reload() } }
    })
  }

  return (
    <>
      <Button
        id="navbarLanguageButton"
        color="inherit"
        aria-label={t('NAV_LANGUAGE')}
        aria-haspopup="menu"
        startIcon={<TranslateIcon />}
        onClick={event => { setAnchor(event.currentTarget) }}
        sx={{ minWidth: 0 }}
      >
        {shortLabel}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => { setAnchor(null) }}
        slotProps={{ paper: { sx: { maxHeight: '70vh' } } }}
      >
        {languages.map(language => (
          <MenuItem
            key={language.key}
            selected={language.key === current}
            onClick={() => { void choose(language) }}
            role="menuitemradio"
            aria-checked={language.key === current}
          >
            <ListItemIcon>
              {/* Radio look without MUI's Radio input: the menu item itself is the radio. */}
              {language.key === current
                ? <RadioButtonCheckedIcon fontSize="small" color="primary" />
                : <RadioButtonUncheckedIcon fontSize="small" />}
            </ListItemIcon>
            {/* Short keys rather than flag emoji, which many systems cannot draw. */}
            <Box component="span" aria-hidden sx={{ width: 36, fontSize: '0.75rem', color: 'text.secondary' }}>{language.shortKey}</Box>
            <ListItemText lang={language.key.replace('_', '-')}>{language.lang}</ListItemText>
            <LanguageThermometer language={language} />
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
