import { __iconNode as shapes } from '@tabler/icons-react/icons/IconPencil'
import { tablerIcon } from './tabler-icon'

export const EditOutlinedIcon = /* @__PURE__ */ tablerIcon(shapes, 'EditOutlinedIcon')
