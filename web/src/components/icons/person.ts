import { __iconNode as shapes } from '@tabler/icons-react/icons/IconUser'
import { tablerIcon } from './tabler-icon'

export const PersonIcon = /* @__PURE__ */ tablerIcon(shapes, 'PersonIcon')
