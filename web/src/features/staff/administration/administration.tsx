import DeleteIcon from '@mui/icons-material/Delete'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Rating from '@mui/material/Rating'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { errorMessage } from '@/lib/api-client'
import { useAuthenticationDetails } from '../api/get-authentication-details'
import { useDeleteFeedback } from '../api/delete-feedback'
import { useFeedbacks } from '../api/get-feedbacks'
import { PagedTable } from './paged-table'

export default function Administration () {
  const { t } = useTranslation()
  const users = useAuthenticationDetails()
  const feedbacks = useFeedbacks()
  const deleteFeedback = useDeleteFeedback()
  const { showError } = useSnackbar()

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h5" component="h1">{t('TITLE_ADMINISTRATION')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Paper sx={{ p: 2, flex: 1, width: '100%' }}>
          <Typography variant="h6" component="h2">{t('SECTION_USER')}</Typography>
          {users.isError && <Typography color="error">{errorMessage(users.error)}</Typography>}
          <PagedTable
            rows={users.data ?? []}
            headers={[t('LABEL_EMAIL'), t('LABEL_ROLE'), t('LABEL_LAST_LOGIN')]}
            rowKey={u => u.id}
            cells={u => [u.email, u.role, u.lastLoginTime ? new Date(u.lastLoginTime).toLocaleString() : '–']}
          />
        </Paper>
        <Paper sx={{ p: 2, flex: 1, width: '100%' }}>
          <Typography variant="h6" component="h2">{t('SECTION_CUSTOMER_FEEDBACK')}</Typography>
          {feedbacks.isError && <Typography color="error">{errorMessage(feedbacks.error)}</Typography>}
          <PagedTable
            rows={feedbacks.data ?? []}
            headers={[t('LABEL_USER_ID'), t('LABEL_COMMENT'), t('LABEL_RATING'), '']}
            rowKey={f => f.id}
            cells={f => [
              f.UserId ?? '–',
              f.comment,
              <Rating key="r" value={f.rating} readOnly size="small" />,
              <IconButton
                key="d"
                aria-label={t('BTN_DELETE')}
                onClick={() => { deleteFeedback.mutate(f.id, { onError: e => { showError(errorMessage(e)) } }) }}
              ><DeleteIcon fontSize="small" /></IconButton>
            ]}
          />
        </Paper>
      </Stack>
    </Stack>
  )
}
