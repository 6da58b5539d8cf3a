import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function DataExport () {
  return <PlaceholderScreen titleKey="TITLE_DATA_EXPORT" />
}
