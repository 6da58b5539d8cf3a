import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import { useState, type ReactNode } from 'react'

const PAGE_SIZE = 10

interface PagedTableProps<T> {
  rows: T[]
  headers: string[]
  rowKey: (row: T) => number
  cells: (row: T) => ReactNode[]
}

/** Staff tables show ten rows a page (000 §9). */
export function PagedTable<T> ({ rows, headers, rowKey, cells }: PagedTableProps<T>) {
  const [page, setPage] = useState(0)
  const visible = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)
  return (
    <>
      <Table size="small">
        <TableHead>
          <TableRow>{headers.map(h => <TableCell key={h}>{h}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {visible.map(row => (
            <TableRow key={rowKey(row)}>{cells(row).map((cell, i) => <TableCell key={i}>{cell}</TableCell>)}</TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_e, next) => { setPage(next) }}
      />
    </>
  )
}
