import { __iconNode as shapes } from '@tabler/icons-react/icons/IconMaximize'
import { tablerIcon } from './tabler-icon'

export const FullscreenIcon = /* @__PURE__ */ tablerIcon(shapes, 'FullscreenIcon')
