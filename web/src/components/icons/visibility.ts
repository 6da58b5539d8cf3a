import { __iconNode as shapes } from '@tabler/icons-react/icons/IconEye'
import { tablerIcon } from './tabler-icon'

export const VisibilityIcon = /* @__PURE__ */ tablerIcon(shapes, 'VisibilityIcon')
