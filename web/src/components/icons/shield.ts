import { __iconNode as shapes } from '@tabler/icons-react/icons/IconShield'
import { tablerIcon } from './tabler-icon'

export const ShieldIcon = /* @__PURE__ */ tablerIcon(shapes, 'ShieldIcon')
