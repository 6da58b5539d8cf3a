import { __iconNode as shapes } from '@tabler/icons-react/icons/IconMenu2'
import { tablerIcon } from './tabler-icon'

export const MenuIcon = /* @__PURE__ */ tablerIcon(shapes, 'MenuIcon')
