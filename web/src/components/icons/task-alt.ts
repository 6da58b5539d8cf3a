import { __iconNode as shapes } from '@tabler/icons-react/icons/IconCircleCheck'
import { tablerIcon } from './tabler-icon'

export const TaskAltIcon = /* @__PURE__ */ tablerIcon(shapes, 'TaskAltIcon')
