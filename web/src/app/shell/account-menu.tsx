import { AccountCircleIcon } from '@/components/icons'
import Button from '@mui/material/Button'
import { Suspense, lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'

// The menu itself loads on first use: it is not needed for the first screen.
const loadList = () => import('./account-menu-list')
const AccountMenuList = lazy(loadList)

export function AccountMenu () {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [used, setUsed] = useState(false)

  return (
    <>
      <Button
        id="navbarAccount"
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        startIcon={<AccountCircleIcon />}
        onPointerEnter={() => { void loadList() }}
        onFocus={() => { void loadList() }}
        onClick={event => { setUsed(true); setAnchor(event.currentTarget) }}
      >
        {t('NAV_ACCOUNT')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <AccountMenuList anchor={anchor} onClose={() => { setAnchor(null) }} />
        </Suspense>
      )}
    </>
  )
}
