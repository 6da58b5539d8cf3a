import { __iconNode as shapes } from '@tabler/icons-react/icons/IconExternalLink'
import { tablerIcon } from './tabler-icon'

export const LaunchIcon = /* @__PURE__ */ tablerIcon(shapes, 'LaunchIcon')
