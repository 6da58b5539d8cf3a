import { __iconNode as shapes } from '@tabler/icons-react/icons/IconDeviceTv'
import { tablerIcon } from './tabler-icon'

export const TvIcon = /* @__PURE__ */ tablerIcon(shapes, 'TvIcon')
