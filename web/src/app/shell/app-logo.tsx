import { LocalDrinkIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useApplicationConfiguration, useApplicationName } from '@/features/meta/api/get-application-configuration'
import { visuallyHidden } from '@/lib/visually-hidden'

/** Configured logos are either full URLs or file names below the server's public images. */
function logoUrl (logo: string | undefined): string | null {
  if (!logo) return null
  if (/^https?:\/\//i.test(logo) || logo.includes('/')) return logo
  return `assets/public/images/${logo}`
}

export function AppLogo () {
  const { t } = useTranslation()
  const name = useApplicationName()
  const { data: config } = useApplicationConfiguration()
  const src = logoUrl(config?.application?.logo)
  const [broken, setBroken] = useState<string | null>(null)

  return (
    <Button
      component={Link}
      to="/search"
      color="inherit"
      title={t('NAV_BACK_TO_HOME')}
      sx={{ gap: 1, px: 1, minWidth: 0, fontSize: '1.15rem', fontWeight: 500 }}
    >
      {src !== null && broken !== src
        ? <Box component="img" src={src} alt="" onError={() => { setBroken(src) }} sx={{ height: 36, width: 'auto' }} />
        : <LocalDrinkIcon sx={{ color: 'primary.main', fontSize: 32 }} />}
      {/* The link is named by the shop's name, which phones only hide from the eye. */}
      <Box component="span" sx={{ whiteSpace: 'nowrap', '@media (max-width: 599.95px)': visuallyHidden }}>{name}</Box>
    </Button>
  )
}
