import { __iconNode as shapes } from '@tabler/icons-react/icons/IconFileText'
import { tablerIcon } from './tabler-icon'

export const DescriptionIcon = /* @__PURE__ */ tablerIcon(shapes, 'DescriptionIcon')
