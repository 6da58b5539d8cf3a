import { __iconNode as shapes } from '@tabler/icons-react/icons/IconPlus'
import { tablerIcon } from './tabler-icon'

export const AddIcon = /* @__PURE__ */ tablerIcon(shapes, 'AddIcon')
