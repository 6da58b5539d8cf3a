import { __iconNode as shapes } from '@tabler/icons-react/icons/IconLogin2'
import { tablerIcon } from './tabler-icon'

export const LoginIcon = /* @__PURE__ */ tablerIcon(shapes, 'LoginIcon')
