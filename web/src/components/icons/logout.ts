import { __iconNode as shapes } from '@tabler/icons-react/icons/IconLogout2'
import { tablerIcon } from './tabler-icon'

export const LogoutIcon = /* @__PURE__ */ tablerIcon(shapes, 'LogoutIcon')
