import { __iconNode as shapes } from '@tabler/icons-react/icons/IconSpeakerphone'
import { tablerIcon } from './tabler-icon'

export const CampaignIcon = /* @__PURE__ */ tablerIcon(shapes, 'CampaignIcon')
