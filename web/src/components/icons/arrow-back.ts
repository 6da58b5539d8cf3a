import { __iconNode as shapes } from '@tabler/icons-react/icons/IconArrowLeft'
import { tablerIcon } from './tabler-icon'

export const ArrowBackIcon = /* @__PURE__ */ tablerIcon(shapes, 'ArrowBackIcon')
