import { __iconNode as shapes } from '@tabler/icons-react/icons/IconPinned'
import { tablerIcon } from './tabler-icon'

export const PushPinIcon = /* @__PURE__ */ tablerIcon(shapes, 'PushPinIcon')
