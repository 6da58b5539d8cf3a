import { __iconNode as shapes } from '@tabler/icons-react/icons/IconMessages'
import { tablerIcon } from './tabler-icon'

export const ForumIcon = /* @__PURE__ */ tablerIcon(shapes, 'ForumIcon')
