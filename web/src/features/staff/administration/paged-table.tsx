import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'
import { useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** The admin and accounting tables show ten rows a page. */
export const STAFF_PAGE_SIZE = 10

const PAGE_BUTTON_LABELS = {
  first: 'BTN_FIRST_PAGE',
  last: 'BTN_LAST_PAGE',
  next: 'BTN_NEXT_PAGE',
  previous: 'BTN_PREVIOUS_PAGE'
} as const

// Readable by screen readers only, for the header of a column of buttons.
const HIDDEN_TEXT: SxProps<Theme> = {
  position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0
}

/*
 * Below 600 px a row becomes a card: the cells stack, each under its column's name (data-label),
 * and the header row is left to screen readers. A table as wide as its columns made the accounting
 * screen scroll sideways with its buttons cut off, and squeezed e-mails to a letter a line.
 */
const CARDS_ON_PHONES: SxProps<Theme> = theme => ({
  [theme.breakpoints.down('sm')]: {
    '& thead tr': HIDDEN_TEXT,
    '&, & tbody, & tbody tr, & td': { display: 'block', width: '100% !important' },
    '& tbody tr': { py: 1, borderBottom: 1, borderColor: 'divider' },
    '& td': { border: 0, py: 0.25, px: 1, textAlign: 'left !important', whiteSpace: 'normal !important' },
    '& td[data-label]::before': { content: 'attr(data-label)', display: 'block', typography: 'caption', color: 'text.secondary' }
  }
})

function asList (sx: SxProps<Theme> | undefined) {
  if (sx === undefined) return []
  return Array.isArray(sx) ? sx : [sx]
}

export interface PagedTableColumn<T> {
  header: string
  cell: (row: T) => ReactNode
  /** The header is announced but not shown, e.g. above a column of icon buttons. */
  hideHeader?: boolean
  align?: 'left' | 'right' | 'center'
  /** Keeps the column from changing width from one page to the next. */
  width?: number | string
  /** Styles of the column's cells, header included. */
  sx?: SxProps<Theme>
}

interface PagedTableProps<T> {
  /** Announced name of the table, usually its section heading. */
  label: string
  rows: T[] | undefined
  columns: Array<PagedTableColumn<T>>
  /** What tells rows apart across re-reads of the list, so focus and unsaved input stay with their row. */
  rowKey: (row: T) => number | string
  loading: boolean
  /** The server's message when the list could not be fetched. */
  errorText: string | null
  emptyText: string
  /** Makes whole rows open something (mouse, Enter or Space); clicks on buttons inside a row are left to them. */
  onRowClick?: (row: T) => void
}

/** A client-side paginated staff table with its loading, error and empty states. */
export function PagedTable<T> ({ label, rows, columns, rowKey, loading, errorText, emptyText, onRowClick }: PagedTableProps<T>) {
  const { t } = useTranslation()
  const [page, setPage] = useState(0)

  if (loading) return <LinearProgress aria-label={t('LOADING')} sx={{ my: 2 }} />
  if (errorText !== null) return <Alert severity="error" sx={{ my: 1 }}>{errorText}</Alert>
  const list = rows ?? []
  if (list.length === 0) return <Typography color="text.secondary" sx={{ py: 2 }}>{emptyText}</Typography>

  // After a deletion the last page may be gone; show the new last page instead of an empty one.
  const lastPage = Math.max(0, Math.ceil(list.length / STAFF_PAGE_SIZE) - 1)
  const shownPage = Math.min(page, lastPage)
  const visible = list.slice(shownPage * STAFF_PAGE_SIZE, (shownPage + 1) * STAFF_PAGE_SIZE)

  const clickRow = (row: T) => (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as HTMLElement).closest('button, a') === null) onRowClick?.(row)
  }
  const pressRow = (row: T) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return
    event.preventDefault()
    onRowClick?.(row)
  }

  return (
    <>
      <Table size="small" aria-label={label} sx={CARDS_ON_PHONES}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={index} align={column.align} sx={[{ width: column.width }, ...asList(column.sx)]}>
                {column.hideHeader === true ? <Typography component="span" sx={HIDDEN_TEXT}>{column.header}</Typography> : column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.map(row => (
            <TableRow
              key={rowKey(row)}
              hover={onRowClick !== undefined}
              tabIndex={onRowClick ? 0 : undefined}
              onClick={onRowClick ? clickRow(row) : undefined}
              onKeyDown={onRowClick ? pressRow(row) : undefined}
              sx={onRowClick ? { cursor: 'pointer' } : undefined}
            >
              {columns.map((column, index) => (
                <TableCell key={index} align={column.align} sx={column.sx} data-label={column.hideHeader === true ? undefined : column.header}>{column.cell(row)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={list.length}
        page={shownPage}
        rowsPerPage={STAFF_PAGE_SIZE}
        rowsPerPageOptions={[STAFF_PAGE_SIZE]}
        onPageChange={(_event, next) => { setPage(next) }}
        labelDisplayedRows={({ from, to, count }) => t('LABEL_PAGINATOR_RANGE', { from, to, count })}
        getItemAriaLabel={type => t(PAGE_BUTTON_LABELS[type])}
      />
    </>
  )
}
