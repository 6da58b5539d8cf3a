import { useTranslation } from 'react-i18next'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { errorMessage } from '@/lib/api-client'
import { PagedTable } from '../administration/paged-table'
import { useProducts, useStock, useUpdatePrice, useUpdateStock, type Product } from '../api/accounting'
import { EditableNumber } from './editable-number'

/** Every product with its editable price and stock, ten a page. */
export function ProductsTable () {
  const { t } = useTranslation()
  const { showSuccess, showError } = useSnackbar()
  const products = useProducts()
  const stock = useStock()
  const updatePrice = useUpdatePrice()
  const updateStock = useUpdateStock()
  const stockOf = (product: Product) => stock.data?.find(row => row.ProductId === product.id)

  const savePrice = (product: Product, price: number) => {
    updatePrice.mutate({ id: product.id, price }, {
      onSuccess: () => { showSuccess('PRICE_UPDATED', { product: product.name }) },
      onError: err => { showError(errorMessage(err)) }
    })
  }
  const saveStock = (product: Product, quantity: number) => {
    const row = stockOf(product)
    if (!row) return
    updateStock.mutate({ id: row.id, quantity: Math.round(quantity) }, {
      onSuccess: () => { showSuccess('QUANTITY_UPDATED', { product: product.name }) },
      onError: err => { showError(errorMessage(err)) }
    })
  }

  return (
    <PagedTable
      label={t('SECTION_PRODUCTS')}
      rows={products.data}
      rowKey={product => product.id}
      loading={products.isPending || stock.isPending}
      errorText={products.isError ? errorMessage(products.error) : null}
      emptyText={t('NO_PRODUCTS')}
      columns={[
        { header: t('LABEL_PRODUCT'), cell: product => product.name },
        {
          header: t('LABEL_PRICE'),
          cell: product => <EditableNumber id={`price-${product.id}`} label={t('LABEL_PRICE_OF', { product: product.name })} value={product.price} step={0.01} suffix="¤" saveLabel={t('BTN_SAVE')} busy={updatePrice.isPending} onSave={price => { savePrice(product, price) }} />
        },
        {
          header: t('LABEL_QUANTITY'),
          cell: product => {
            const row = stockOf(product)
            return row ? <EditableNumber id={`quantity-${product.id}`} label={t('LABEL_QUANTITY_OF', { product: product.name })} value={row.quantity} saveLabel={t('BTN_SAVE')} busy={updateStock.isPending} onSave={quantity => { saveStock(product, quantity) }} /> : '–'
          }
        }
      ]}
    />
  )
}
