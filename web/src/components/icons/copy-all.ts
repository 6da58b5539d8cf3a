import { __iconNode as shapes } from '@tabler/icons-react/icons/IconClipboardCopy'
import { tablerIcon } from './tabler-icon'

export const CopyAllIcon = /* @__PURE__ */ tablerIcon(shapes, 'CopyAllIcon')
