import { __iconNode as shapes } from '@tabler/icons-react/icons/IconPhotoPlus'
import { tablerIcon } from './tabler-icon'

export const AddPhotoAlternateIcon = /* @__PURE__ */ tablerIcon(shapes, 'AddPhotoAlternateIcon')
