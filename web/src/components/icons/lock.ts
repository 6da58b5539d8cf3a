import { __iconNode as shapes } from '@tabler/icons-react/icons/IconLock'
import { tablerIcon } from './tabler-icon'

export const LockIcon = /* @__PURE__ */ tablerIcon(shapes, 'LockIcon')
