import { __iconNode as shapes } from '@tabler/icons-react/icons/IconMinus'
import { tablerIcon } from './tabler-icon'

export const RemoveIcon = /* @__PURE__ */ tablerIcon(shapes, 'RemoveIcon')
