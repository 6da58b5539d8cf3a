import { __iconNode as shapes } from '@tabler/icons-react/icons/IconBook'
import { tablerIcon } from './tabler-icon'

export const MenuBookIcon = /* @__PURE__ */ tablerIcon(shapes, 'MenuBookIcon')
