import { __iconNode as shapes } from '@tabler/icons-react/icons/IconAlertCircle'
import { tablerIcon } from './tabler-icon'

export const ErrorOutlineIcon = /* @__PURE__ */ tablerIcon(shapes, 'ErrorOutlineIcon')
