import { useTranslation } from 'react-i18next'
import { StaffPage } from '../staff-page'
import { FeedbackTable } from './feedback-table'
import { UserTable } from './user-table'

/**
 * Administration (admin guard in the router): registered users and customer feedback,
 * ten rows a page each. No menu links here; the route is reached by typing it (adminSectionChallenge).
 */
export default function Administration () {
  const { t } = useTranslation()
  return (
    <StaffPage
      titleKey="TITLE_ADMINISTRATION"
      sections={[
        { id: 'admin-users', titleKey: 'SECTION_USER', content: <UserTable label={t('SECTION_USER')} /> },
        { id: 'admin-feedback', titleKey: 'SECTION_CUSTOMER_FEEDBACK', content: <FeedbackTable label={t('SECTION_CUSTOMER_FEEDBACK')} /> }
      ]}
    />
  )
}
