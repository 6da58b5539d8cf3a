import { __iconNode as shapes } from '@tabler/icons-react/icons/IconCheck'
import { tablerIcon } from './tabler-icon'

export const CheckIcon = /* @__PURE__ */ tablerIcon(shapes, 'CheckIcon')
