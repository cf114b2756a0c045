import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AdminTable } from '@/components/admin/admin-table'
import { TableScroll } from '@/components/admin/table-scroll'

/** happy-dom lays nothing out: give the scrolling box the sizes a 360 px phone would. */
const layOut = (box: HTMLElement, { content, width }: { content: number; width: number }) => {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: content })
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: width })
}
const scrollTo = (box: HTMLElement, left: number) => {
  box.scrollLeft = left
  fireEvent.scroll(box)
}
const edge = (side: 'left' | 'right') =>
  document.querySelector<HTMLElement>(`[data-side="${side}"]`)!

const renderScroll = () =>
  render(
    <MantineProvider env="test">
      <TableScroll label="Users" minWidth={860}>
        <p>wide table</p>
      </TableScroll>
    </MantineProvider>,
  )

afterEach(() => vi.restoreAllMocks())

describe('TableScroll', () => {
  it('says nothing and takes no focus when everything fits', () => {
    renderScroll()
    const box = screen.getByRole('region', { name: 'Users' })
    layOut(box, { content: 860, width: 1000 })
    fireEvent(window, new Event('resize'))
    expect(box).not.toHaveAttribute('tabindex')
    expect(screen.queryByText(/Scroll/)).not.toBeInTheDocument()
    expect(edge('left')).not.toHaveAttribute('data-shown')
    expect(edge('right')).not.toHaveAttribute('data-shown')
  })

  it('shows which side hides columns, with a hint, and is reachable by keyboard while it scrolls', () => {
    renderScroll()
    const box = screen.getByRole('region', { name: 'Users' })
    layOut(box, { content: 860, width: 328 })
    fireEvent(window, new Event('resize'))

    expect(box).toHaveAccessibleName('Users (scrolls sideways)')
    expect(box).toHaveAttribute('tabindex', '0')
    expect(screen.getByText('Scroll for more')).toBeInTheDocument()
    expect(edge('right')).toHaveAttribute('data-shown')
    expect(edge('left')).not.toHaveAttribute('data-shown')

    scrollTo(box, 200)
    expect(edge('left')).toHaveAttribute('data-shown')
    expect(edge('right')).toHaveAttribute('data-shown')

    scrollTo(box, 860 - 328)
    expect(edge('left')).toHaveAttribute('data-shown')
    expect(edge('right')).not.toHaveAttribute('data-shown')
    expect(screen.queryByText('Scroll for more')).not.toBeInTheDocument()
    expect(screen.getByText('Scroll back')).toBeInTheDocument()
  })

  it('keeps every column of an admin table, the actions included, inside the scrolling box', () => {
    render(
      <MantineProvider env="test">
        <AdminTable
          label="Roles"
          minWidth={900}
          rows={[{ id: 1, name: 'Editors' }]}
          columns={[
            { header: 'Name', cell: (row) => row.name },
            false,
            { header: 'Actions', align: 'right', cell: () => <button>Edit Editors</button> },
          ]}
        />
      </MantineProvider>,
    )
    const box = screen.getByRole('region', { name: 'Roles' })
    const table = screen.getByRole('table', { name: 'Roles' })
    expect(box).toContainElement(table)
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Actions',
    ])
    expect(box).toContainElement(screen.getByRole('button', { name: 'Edit Editors' }))
  })
})
