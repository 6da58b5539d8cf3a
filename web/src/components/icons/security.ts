import { __iconNode as shapes } from '@tabler/icons-react/icons/IconShieldLock'
import { tablerIcon } from './tabler-icon'

export const SecurityIcon = /* @__PURE__ */ tablerIcon(shapes, 'SecurityIcon')
