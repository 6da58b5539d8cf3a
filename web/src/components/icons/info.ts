import { __iconNode as shapes } from '@tabler/icons-react/icons/IconInfoCircle'
import { tablerIcon } from './tabler-icon'

export const InfoIcon = /* @__PURE__ */ tablerIcon(shapes, 'InfoIcon')
