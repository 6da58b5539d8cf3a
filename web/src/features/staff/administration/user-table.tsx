import { InfoOutlinedIcon } from '@/components/icons'
import IconButton from '@mui/material/IconButton'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/api-client'
import { useAuthenticationDetails, type RegisteredUser } from '../api/get-authentication-details'
import { NO_VALUE, formatDateTime } from './admin-format'
import { PagedTable, type PagedTableColumn } from './paged-table'
import { UserDetailsDialog } from './user-details-dialog'

/** Registered users from GET rest/user/authentication-details/, each with a details button. */
export function UserTable ({ label }: { label: string }) {
  const { t, i18n } = useTranslation()
  const users = useAuthenticationDetails()
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [detailsOpen, setDetailsOpen] = useState(false)

  const showDetails = (user: RegisteredUser) => {
    setSelectedId(user.id)
    setDetailsOpen(true)
  }

  const columns: Array<PagedTableColumn<RegisteredUser>> = [
    // Plain text on purpose for now: React escapes the e-mail.
    // Planted (emailXssChallenge): the address is inserted as HTML.
    { header: t('LABEL_EMAIL'), cell: user => <span dangerouslySetInnerHTML={{ __html: user.email }} />, sx: { overflowWrap: 'anywhere' } },
    { header: t('LABEL_ROLE'), cell: user => user.role, width: 110, sx: { whiteSpace: 'nowrap' } },
    {
      header: t('LABEL_LAST_LOGIN'),
      cell: user => formatDateTime(user.lastLoginTime, i18n.language, 'short') ?? NO_VALUE,
      width: 160,
      sx: { whiteSpace: 'nowrap' }
    },
    {
      header: t('LABEL_DETAILS'),
      hideHeader: true,
      align: 'right',
      width: 52,
      sx: { px: 1 },
      cell: user => (
        <IconButton size="small" aria-label={t('BTN_SHOW_USER_DETAILS', { email: user.email })} onClick={() => { showDetails(user) }}>
          <InfoOutlinedIcon fontSize="small" />
        </IconButton>
      )
    }
  ]

  return (
    <>
      <PagedTable
        label={label}
        rows={users.data}
        columns={columns}
        rowKey={user => user.id}
        loading={users.isPending}
        errorText={users.isError ? errorMessage(users.error) : null}
        emptyText={t('EMPTY_USER_LIST')}
      />
      <UserDetailsDialog userId={selectedId} open={detailsOpen} onClose={() => { setDetailsOpen(false) }} />
    </>
  )
}
