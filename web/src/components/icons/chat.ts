import { __iconNode as shapes } from '@tabler/icons-react/icons/IconMessageCircle'
import { tablerIcon } from './tabler-icon'

export const ChatIcon = /* @__PURE__ */ tablerIcon(shapes, 'ChatIcon')
