import { __iconNode as shapes } from '@tabler/icons-react/icons/IconPlayerPlay'
import { tablerIcon } from './tabler-icon'

export const PlayArrowIcon = /* @__PURE__ */ tablerIcon(shapes, 'PlayArrowIcon')
