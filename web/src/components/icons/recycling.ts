import { __iconNode as shapes } from '@tabler/icons-react/icons/IconRecycle'
import { tablerIcon } from './tabler-icon'

export const RecyclingIcon = /* @__PURE__ */ tablerIcon(shapes, 'RecyclingIcon')
