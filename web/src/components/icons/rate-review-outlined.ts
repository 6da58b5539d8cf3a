import { __iconNode as shapes } from '@tabler/icons-react/icons/IconMessageStar'
import { tablerIcon } from './tabler-icon'

export const RateReviewOutlinedIcon = /* @__PURE__ */ tablerIcon(shapes, 'RateReviewOutlinedIcon')
