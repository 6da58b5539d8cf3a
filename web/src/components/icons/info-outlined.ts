import { __iconNode as shapes } from '@tabler/icons-react/icons/IconInfoCircle'
import { tablerIcon } from './tabler-icon'

export const InfoOutlinedIcon = /* @__PURE__ */ tablerIcon(shapes, 'InfoOutlinedIcon')
