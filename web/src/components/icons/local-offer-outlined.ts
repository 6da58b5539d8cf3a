import { __iconNode as shapes } from '@tabler/icons-react/icons/IconTag'
import { tablerIcon } from './tabler-icon'

export const LocalOfferOutlinedIcon = /* @__PURE__ */ tablerIcon(shapes, 'LocalOfferOutlinedIcon')
