import { __iconNode as shapes } from '@tabler/icons-react/icons/IconHeadset'
import { tablerIcon } from './tabler-icon'

export const SupportAgentIcon = /* @__PURE__ */ tablerIcon(shapes, 'SupportAgentIcon')
