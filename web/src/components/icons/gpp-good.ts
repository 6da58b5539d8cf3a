import { __iconNode as shapes } from '@tabler/icons-react/icons/IconShieldCheck'
import { tablerIcon } from './tabler-icon'

export const GppGoodIcon = /* @__PURE__ */ tablerIcon(shapes, 'GppGoodIcon')
