import { __iconNode as shapes } from '@tabler/icons-react/icons/IconInfinity'
import { tablerIcon } from './tabler-icon'

export const AllInclusiveIcon = /* @__PURE__ */ tablerIcon(shapes, 'AllInclusiveIcon')
