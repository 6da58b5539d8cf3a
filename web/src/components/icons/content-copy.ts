import { __iconNode as shapes } from '@tabler/icons-react/icons/IconCopy'
import { tablerIcon } from './tabler-icon'

export const ContentCopyIcon = /* @__PURE__ */ tablerIcon(shapes, 'ContentCopyIcon')
