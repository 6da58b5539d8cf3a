import { __iconNode as shapes } from '@tabler/icons-react/icons/IconTag'
import { tablerIcon } from './tabler-icon'

export const LocalOfferIcon = /* @__PURE__ */ tablerIcon(shapes, 'LocalOfferIcon')
