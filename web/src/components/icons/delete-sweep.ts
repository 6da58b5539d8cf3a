import { __iconNode as shapes } from '@tabler/icons-react/icons/IconClearAll'
import { tablerIcon } from './tabler-icon'

export const DeleteSweepIcon = /* @__PURE__ */ tablerIcon(shapes, 'DeleteSweepIcon')
