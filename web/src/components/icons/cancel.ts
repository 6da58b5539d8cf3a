import { __iconNode as shapes } from '@tabler/icons-react/icons/IconCircleX'
import { tablerIcon } from './tabler-icon'

export const CancelIcon = /* @__PURE__ */ tablerIcon(shapes, 'CancelIcon')
