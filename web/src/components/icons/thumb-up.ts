import { __iconNode as shapes } from '@tabler/icons-react/icons/IconThumbUp'
import { tablerIcon } from './tabler-icon'

export const ThumbUpIcon = /* @__PURE__ */ tablerIcon(shapes, 'ThumbUpIcon')
