import { __iconNode as shapes } from '@tabler/icons-react/icons/IconLibraryPhoto'
import { tablerIcon } from './tabler-icon'

export const PhotoLibraryIcon = /* @__PURE__ */ tablerIcon(shapes, 'PhotoLibraryIcon')
