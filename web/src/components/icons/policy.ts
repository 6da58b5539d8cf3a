import { __iconNode as shapes } from '@tabler/icons-react/icons/IconShieldSearch'
import { tablerIcon } from './tabler-icon'

export const PolicyIcon = /* @__PURE__ */ tablerIcon(shapes, 'PolicyIcon')
