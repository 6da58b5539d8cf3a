import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function Chatbot () {
  return <PlaceholderScreen titleKey="TITLE_CHATBOT" />
}
