import { __iconNode as shapes } from '@tabler/icons-react/icons/IconDownload'
import { tablerIcon } from './tabler-icon'

export const DownloadIcon = /* @__PURE__ */ tablerIcon(shapes, 'DownloadIcon')
