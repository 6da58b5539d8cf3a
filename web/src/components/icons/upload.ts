import { __iconNode as shapes } from '@tabler/icons-react/icons/IconUpload'
import { tablerIcon } from './tabler-icon'

export const UploadIcon = /* @__PURE__ */ tablerIcon(shapes, 'UploadIcon')
