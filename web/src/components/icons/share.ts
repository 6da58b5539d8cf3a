import { __iconNode as shapes } from '@tabler/icons-react/icons/IconShare'
import { tablerIcon } from './tabler-icon'

export const ShareIcon = /* @__PURE__ */ tablerIcon(shapes, 'ShareIcon')
