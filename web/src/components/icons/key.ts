import { __iconNode as shapes } from '@tabler/icons-react/icons/IconKey'
import { tablerIcon } from './tabler-icon'

export const KeyIcon = /* @__PURE__ */ tablerIcon(shapes, 'KeyIcon')
