import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ShellLink } from './account-links'

/** One menu entry for a ShellLink; `href` entries are plain anchors so they reload the page. */
export function ShellMenuItem ({ link, onSelect }: { link: ShellLink; onSelect: () => void }) {
  const { t } = useTranslation()
  const Icon = link.icon
  const content = (
    <>
      <ListItemIcon><Icon fontSize="small" /></ListItemIcon>
      <ListItemText>{t(link.labelKey)}</ListItemText>
    </>
  )
  if (link.href !== undefined) {
    return <MenuItem id={link.id} component="a" href={link.href} onClick={onSelect}>{content}</MenuItem>
  }
  return <MenuItem id={link.id} component={Link} to={link.to ?? '/'} onClick={onSelect}>{content}</MenuItem>
}
