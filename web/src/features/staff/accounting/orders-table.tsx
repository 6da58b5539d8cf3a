import { LocalShippingIcon, TaskAltIcon } from '@/components/icons'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { ApiError, errorMessage } from '@/lib/api-client'
import { formatPrice } from '@/lib/price'
import { PagedTable } from '../administration/paged-table'
import { useAllOrders, useToggleDelivery } from '../api/accounting'

/** Every order with its total and delivery status, which accounting flips in either direction. */
export function OrdersTable () {
  const { t } = useTranslation()
  const { showError } = useSnackbar()
  const orders = useAllOrders()
  const toggle = useToggleDelivery()
  // A shop without orders yet answers 404 for the list; that is an empty table, not an error.
  const missing = orders.error instanceof ApiError && orders.error.status === 404

  return (
    <PagedTable
      label={t('SECTION_ORDERS')}
      rows={missing ? [] : orders.data}
      rowKey={order => order.orderId}
      loading={orders.isPending}
      errorText={orders.isError && !missing ? errorMessage(orders.error) : null}
      emptyText={t('NO_ORDERS')}
      columns={[
        { header: t('LABEL_ORDER_ID'), cell: order => order.orderId, sx: { fontFamily: 'monospace' } },
        { header: t('LABEL_PRICE'), align: 'right', cell: order => formatPrice(order.totalPrice) },
        {
          header: t('LABEL_STATUS'),
          cell: order => <Chip size="small" color={order.delivered ? 'success' : 'warning'} label={t(order.delivered ? 'ORDER_STATUS_DELIVERED' : 'ORDER_STATUS_TRANSIT')} />
        },
        {
          header: t('BTN_TOGGLE_DELIVERY'),
          hideHeader: true,
          align: 'right',
          cell: order => (
            <Button
              size="small"
              startIcon={order.delivered ? <LocalShippingIcon /> : <TaskAltIcon />}
              disabled={toggle.isPending}
              onClick={() => { toggle.mutate({ id: order.orderId, delivered: order.delivered }, { onError: err => { showError(errorMessage(err)) } }) }}
            >
              {t(order.delivered ? 'BTN_MARK_IN_TRANSIT' : 'BTN_MARK_DELIVERED')}
            </Button>
          )
        }
      ]}
    />
  )
}
