import { __iconNode as shapes } from '@tabler/icons-react/icons/IconChevronLeft'
import { tablerIcon } from './tabler-icon'

export const ChevronLeftIcon = /* @__PURE__ */ tablerIcon(shapes, 'ChevronLeftIcon')
