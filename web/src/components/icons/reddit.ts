import { __iconNode as shapes } from '@tabler/icons-react/icons/IconBrandReddit'
import { tablerIcon } from './tabler-icon'

export const RedditIcon = /* @__PURE__ */ tablerIcon(shapes, 'RedditIcon')
