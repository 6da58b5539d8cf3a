import { __iconNode as shapes } from '@tabler/icons-react/icons/IconTruckDelivery'
import { tablerIcon } from './tabler-icon'

export const LocalShippingIcon = /* @__PURE__ */ tablerIcon(shapes, 'LocalShippingIcon')
