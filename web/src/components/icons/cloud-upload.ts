import { __iconNode as shapes } from '@tabler/icons-react/icons/IconCloudUpload'
import { tablerIcon } from './tabler-icon'

export const CloudUploadIcon = /* @__PURE__ */ tablerIcon(shapes, 'CloudUploadIcon')
