import { __iconNode as shapes } from '@tabler/icons-react/icons/IconMessageReport'
import { tablerIcon } from './tabler-icon'

export const FeedbackIcon = /* @__PURE__ */ tablerIcon(shapes, 'FeedbackIcon')
