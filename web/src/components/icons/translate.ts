import { __iconNode as shapes } from '@tabler/icons-react/icons/IconLanguage'
import { tablerIcon } from './tabler-icon'

export const TranslateIcon = /* @__PURE__ */ tablerIcon(shapes, 'TranslateIcon')
