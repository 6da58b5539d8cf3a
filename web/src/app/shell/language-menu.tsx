import { TranslateIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { Suspense, lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BUILT_IN_LANGUAGES, useLanguages } from '@/features/meta/api/get-languages'
import { visuallyHidden } from '@/lib/visually-hidden'

// The menu itself loads on first use: it is not needed for the first screen.
const loadList = () => import('./language-menu-list')
const LanguageMenuList = lazy(loadList)

export function LanguageMenu () {
  const { t, i18n } = useTranslation()
  const { data } = useLanguages()
  const languages = data && data.length > 0 ? data : BUILT_IN_LANGUAGES
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [used, setUsed] = useState(false)
  const current = i18n.resolvedLanguage ?? i18n.language
  const currentEntry = languages.find(language => language.key === current)
  const shortLabel = currentEntry?.shortKey ?? current.toUpperCase()

  return (
    <>
      <Button
        id="navbarLanguageButton"
        color="inherit"
        aria-haspopup="menu"
        startIcon={<TranslateIcon />}
        onPointerEnter={() => { void loadList() }}
        onFocus={() => { void loadList() }}
        onClick={event => { setUsed(true); setAnchor(event.currentTarget) }}
        sx={{ minWidth: 0 }}
      >
        {/* Named "EN Language": it starts with what is shown, so voice control finds it. */}
        {shortLabel}
        <Box component="span" sx={visuallyHidden}>{` ${t('NAV_LANGUAGE')}`}</Box>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <LanguageMenuList anchor={anchor} languages={languages} current={current} onClose={() => { setAnchor(null) }} />
        </Suspense>
      )}
    </>
  )
}
