import { __iconNode as shapes } from '@tabler/icons-react/icons/IconEyeOff'
import { tablerIcon } from './tabler-icon'

export const VisibilityOffIcon = /* @__PURE__ */ tablerIcon(shapes, 'VisibilityOffIcon')
