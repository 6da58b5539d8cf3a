import { __iconNode as shapes } from '@tabler/icons-react/icons/IconChevronDown'
import { tablerIcon } from './tabler-icon'

export const ExpandMoreIcon = /* @__PURE__ */ tablerIcon(shapes, 'ExpandMoreIcon')
