import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function Accounting () {
  return <PlaceholderScreen titleKey="TITLE_ACCOUNTING" />
}
