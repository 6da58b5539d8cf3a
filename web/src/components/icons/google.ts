import { __iconNode as shapes } from '@tabler/icons-react/icons/IconBrandGoogle'
import { tablerIcon } from './tabler-icon'

export const GoogleIcon = /* @__PURE__ */ tablerIcon(shapes, 'GoogleIcon')
