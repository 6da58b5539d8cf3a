import { __iconNode as shapes } from '@tabler/icons-react/icons/IconTrash'
import { tablerIcon } from './tabler-icon'

export const DeleteOutlineIcon = /* @__PURE__ */ tablerIcon(shapes, 'DeleteOutlineIcon')
