import { __iconNode as shapes } from '@tabler/icons-react/icons/IconBrandGithub'
import { tablerIcon } from './tabler-icon'

export const GitHubIcon = /* @__PURE__ */ tablerIcon(shapes, 'GitHubIcon')
