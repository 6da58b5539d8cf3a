import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function OAuthReturn () {
  return <PlaceholderScreen titleKey="TITLE_OAUTH_RETURN" />
}
