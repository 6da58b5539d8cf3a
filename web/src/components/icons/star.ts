import { __iconNode as shapes } from '@tabler/icons-react/icons/IconStarFilled'
import { tablerIcon } from './tabler-icon'

export const StarIcon = /* @__PURE__ */ tablerIcon(shapes, 'StarIcon', 'filled')
