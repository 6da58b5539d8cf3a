import { __iconNode as shapes } from '@tabler/icons-react/icons/IconX'
import { tablerIcon } from './tabler-icon'

export const CloseIcon = /* @__PURE__ */ tablerIcon(shapes, 'CloseIcon')
