import { __iconNode as shapes } from '@tabler/icons-react/icons/IconArticle'
import { tablerIcon } from './tabler-icon'

export const ArticleIcon = /* @__PURE__ */ tablerIcon(shapes, 'ArticleIcon')
