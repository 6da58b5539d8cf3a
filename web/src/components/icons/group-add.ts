import { __iconNode as shapes } from '@tabler/icons-react/icons/IconUserPlus'
import { tablerIcon } from './tabler-icon'

export const GroupAddIcon = /* @__PURE__ */ tablerIcon(shapes, 'GroupAddIcon')
