import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ShellLink } from './account-links'

export function SideMenuLink ({ link, onNavigate }: { link: ShellLink; onNavigate: () => void }) {
  const { t } = useTranslation()
  const Icon = link.icon
  const content = (
    <>
      <ListItemIcon><Icon /></ListItemIcon>
      <ListItemText>{t(link.labelKey)}</ListItemText>
    </>
  )
  // A list may hold only list items: the link sits inside one.
  return (
    <ListItem disablePadding>
      {link.href !== undefined
        ? <ListItemButton id={link.id} component="a" href={link.href} onClick={onNavigate}>{content}</ListItemButton>
        : <ListItemButton id={link.id} component={Link} to={link.to ?? '/'} onClick={onNavigate}>{content}</ListItemButton>}
    </ListItem>
  )
}
