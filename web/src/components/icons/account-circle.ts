import { __iconNode as shapes } from '@tabler/icons-react/icons/IconUserCircle'
import { tablerIcon } from './tabler-icon'

export const AccountCircleIcon = /* @__PURE__ */ tablerIcon(shapes, 'AccountCircleIcon')
