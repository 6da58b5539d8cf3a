import { __iconNode as shapes } from '@tabler/icons-react/icons/IconBolt'
import { tablerIcon } from './tabler-icon'

export const BoltIcon = /* @__PURE__ */ tablerIcon(shapes, 'BoltIcon')
