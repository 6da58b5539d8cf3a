import { __iconNode as shapes } from '@tabler/icons-react/icons/IconPaperclip'
import { tablerIcon } from './tabler-icon'

export const AttachFileIcon = /* @__PURE__ */ tablerIcon(shapes, 'AttachFileIcon')
