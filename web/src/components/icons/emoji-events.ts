import { __iconNode as shapes } from '@tabler/icons-react/icons/IconTrophy'
import { tablerIcon } from './tabler-icon'

export const EmojiEventsIcon = /* @__PURE__ */ tablerIcon(shapes, 'EmojiEventsIcon')
