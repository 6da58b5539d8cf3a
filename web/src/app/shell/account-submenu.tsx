import { ChevronRightIcon } from '@/components/icons'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import type { SvgIconComponent } from '@/components/icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ShellLink } from './account-links'
import { ShellMenuItem } from './shell-menu-item'

interface AccountSubmenuProps {
  id: string
  labelKey: string
  icon: SvgIconComponent
  links: ShellLink[]
  /** Closes the parent menu once an entry is chosen. */
  onSelect: () => void
}

export function AccountSubmenu ({ id, labelKey, icon: Icon, links, onSelect }: AccountSubmenuProps) {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const close = () => { setAnchor(null) }

  return (
    <>
      <MenuItem
        id={id}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={event => { setAnchor(event.currentTarget) }}
      >
        <ListItemIcon><Icon fontSize="small" /></ListItemIcon>
        <ListItemText>{t(labelKey)}</ListItemText>
        <ChevronRightIcon fontSize="small" sx={{ ml: 2 }} />
      </MenuItem>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {links.map(link => (
          <ShellMenuItem key={link.id} link={link} onSelect={() => { close(); onSelect() }} />
        ))}
      </Menu>
    </>
  )
}
