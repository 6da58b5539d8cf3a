import { StaffPage } from '../staff-page'
import { OrdersTable } from './orders-table'
import { ProductsTable } from './products-table'

/** Accounting (accounting guard): orders with their delivery status, products with price and stock. */
export default function Accounting () {
  return (
    <StaffPage
      titleKey="TITLE_ACCOUNTING"
      sections={[
        { id: 'accounting-orders', titleKey: 'SECTION_ORDERS', content: <OrdersTable /> },
        // The products table is the wider one; on phones it scrolls sideways inside its card.
        { id: 'accounting-products', titleKey: 'SECTION_PRODUCTS', content: <ProductsTable />, sx: { p: { xs: 1, sm: 2 }, flex: 1.3, overflowX: 'auto' } }
      ]}
    />
  )
}
