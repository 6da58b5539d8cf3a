import { __iconNode as shapes } from '@tabler/icons-react/icons/IconFileTypePdf'
import { tablerIcon } from './tabler-icon'

export const PictureAsPdfIcon = /* @__PURE__ */ tablerIcon(shapes, 'PictureAsPdfIcon')
