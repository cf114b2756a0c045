import { MantineProvider } from '@mantine/core'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SearchInput } from '@/components/search-input'

const renderBox = (value: string, onSearch = vi.fn<(value: string) => void>()) => {
  const result = render(
    <MantineProvider env="test">
      <SearchInput label="Search" value={value} onSearch={onSearch} />
    </MantineProvider>,
  )
  const rerender = (next: string) =>
    result.rerender(
      <MantineProvider env="test">
        <SearchInput label="Search" value={next} onSearch={onSearch} />
      </MantineProvider>,
    )
  return { onSearch, rerender }
}

describe('SearchInput', () => {
  it('searches once, with the trimmed text, after typing pauses', async () => {
    const user = userEvent.setup()
    const { onSearch } = renderBox('')
    await user.type(screen.getByLabelText('Search'), ' breakfast ')
    expect(onSearch).not.toHaveBeenCalled()
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
    expect(onSearch).toHaveBeenCalledTimes(1)
    expect(onSearch).toHaveBeenCalledWith('breakfast')
  })

  it('shows a search changed elsewhere (back and forward), without searching again', async () => {
    const { onSearch, rerender } = renderBox('breakfast')
    expect(screen.getByLabelText('Search')).toHaveValue('breakfast')
    rerender('social')
    expect(screen.getByLabelText('Search')).toHaveValue('social')
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
    expect(onSearch).not.toHaveBeenCalled()
  })
})
