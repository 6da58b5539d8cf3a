import { __iconNode as shapes } from '@tabler/icons-react/icons/IconChevronRight'
import { tablerIcon } from './tabler-icon'

export const ChevronRightIcon = /* @__PURE__ */ tablerIcon(shapes, 'ChevronRightIcon')
