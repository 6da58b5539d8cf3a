import { __iconNode as shapes } from '@tabler/icons-react/icons/IconBan'
import { tablerIcon } from './tabler-icon'

export const BlockIcon = /* @__PURE__ */ tablerIcon(shapes, 'BlockIcon')
