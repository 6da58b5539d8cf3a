import { __iconNode as shapes } from '@tabler/icons-react/icons/IconUserShield'
import { tablerIcon } from './tabler-icon'

export const VerifiedUserIcon = /* @__PURE__ */ tablerIcon(shapes, 'VerifiedUserIcon')
