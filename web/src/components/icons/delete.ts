import { __iconNode as shapes } from '@tabler/icons-react/icons/IconTrash'
import { tablerIcon } from './tabler-icon'

export const DeleteIcon = /* @__PURE__ */ tablerIcon(shapes, 'DeleteIcon')
