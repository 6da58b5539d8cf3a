import { __iconNode as shapes } from '@tabler/icons-react/icons/IconLockCog'
import { tablerIcon } from './tabler-icon'

export const LockResetIcon = /* @__PURE__ */ tablerIcon(shapes, 'LockResetIcon')
