import { __iconNode as shapes } from '@tabler/icons-react/icons/IconSend'
import { tablerIcon } from './tabler-icon'

export const SendIcon = /* @__PURE__ */ tablerIcon(shapes, 'SendIcon')
