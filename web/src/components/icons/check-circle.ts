import { __iconNode as shapes } from '@tabler/icons-react/icons/IconCircleCheck'
import { tablerIcon } from './tabler-icon'

export const CheckCircleIcon = /* @__PURE__ */ tablerIcon(shapes, 'CheckCircleIcon')
