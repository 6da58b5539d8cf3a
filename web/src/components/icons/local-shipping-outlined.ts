import { __iconNode as shapes } from '@tabler/icons-react/icons/IconTruck'
import { tablerIcon } from './tabler-icon'

export const LocalShippingOutlinedIcon = /* @__PURE__ */ tablerIcon(shapes, 'LocalShippingOutlinedIcon')
