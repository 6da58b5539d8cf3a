import { RadioButtonCheckedIcon, RadioButtonUncheckedIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import type { Language } from '@/features/meta/api/get-languages'
import { changeLanguage } from '@/lib/change-language'
import { LanguageThermometer } from './language-thermometer'

interface LanguageMenuListProps {
  anchor: HTMLElement | null
  languages: Language[]
  current: string
  onClose: () => void
}

/** The language choices; loaded with the first opening (or hover) of the language button. */
export default function LanguageMenuList ({ anchor, languages, current, onClose }: LanguageMenuListProps) {
  const { show } = useSnackbar()

  const choose = async (language: Language) => {
    onClose()
    await changeLanguage(language.key)
    show({
      message: 'LANGUAGE_CHANGED',
      params: { language: language.lang },
      // Some texts (server-rendered pages, cached data) only follow the language after a reload.
      action: { label: 'BTN_FORCE_RELOAD', onClick: () => { window.location.reload() } }
    })
  }

  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
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
  )
}
