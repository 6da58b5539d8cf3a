import { __iconNode as shapes } from '@tabler/icons-react/icons/IconTrashX'
import { tablerIcon } from './tabler-icon'

export const DeleteForeverIcon = /* @__PURE__ */ tablerIcon(shapes, 'DeleteForeverIcon')
