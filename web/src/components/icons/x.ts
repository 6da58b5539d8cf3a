import { __iconNode as shapes } from '@tabler/icons-react/icons/IconBrandX'
import { tablerIcon } from './tabler-icon'

export const XIcon = /* @__PURE__ */ tablerIcon(shapes, 'XIcon')
