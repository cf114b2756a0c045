import { Loader, MultiSelect, Stack, Textarea } from '@mantine/core'
import { lazy, Suspense, useMemo, type ComponentProps, type Ref } from 'react'
import {
  useController,
  useFormContext,
  useWatch,
  type UseFormRegisterReturn,
} from 'react-hook-form'
import { EXCERPT_MAX } from '@worker/posts/posts.schemas'
import { can, subjectOf } from '@/lib/access'
import { categoryPaths } from '@/lib/category-path'
import { useMe } from '@/lib/session'
import { AddSubcategory } from './add-subcategory'

// TipTap and ProseMirror are most of the editor's weight: fetched when the field first shows.
const RichTextField = lazy(() =>
  import('@/components/rich-text-field').then((m) => ({ default: m.RichTextField })),
)

/** The rich text editor (body, description), loaded with the first editor shown. */
export function LazyRichTextField(props: ComponentProps<typeof RichTextField>) {
  return (
    <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the text editor" />}>
      <RichTextField {...props} />
    </Suspense>
  )
}

type ExcerptProps = UseFormRegisterReturn & {
  /** The excerpt as typed (counted under the label); the field itself stays the form's. */
  current: string
  error?: string
  /**
   * Spec 02 §5, at most 250: 'flag' marks a longer excerpt (pasted text is not cut short
   * silently; the save refuses it); 'refuse' stops the 251st character here.
   */
  overLimit: 'flag' | 'refuse'
}

/** An excerpt with its character count (spec 02 §3, §5). */
export function ExcerptField({ current, error, overLimit, ...field }: ExcerptProps) {
  const flagged = overLimit === 'flag' && current.length > EXCERPT_MAX
  return (
    <Textarea
      label="Excerpt"
      description={`${current.length}/${EXCERPT_MAX} characters`}
      rows={3}
      maxLength={overLimit === 'refuse' ? EXCERPT_MAX : undefined}
      {...field}
      error={error ?? (flagged ? `At most ${EXCERPT_MAX} characters` : undefined)}
    />
  )
}

type CategoriesProps = {
  /** The categories to choose from (with their parents, for path labels); undefined while loading. */
  options:
    | readonly { id: number; name: string; parent_id?: number | null; type_id?: number | null }[]
    | undefined
  loading: boolean
  value: number[] | undefined
  onChange: (ids: number[]) => void
  onBlur?: () => void
  ref?: Ref<HTMLInputElement>
  error?: string
}

/**
 * A content item's categories: several, searchable, saved as ids, labelled by their path. Those
 * who may arrange the tree can add a subcategory in place (AddSubcategory), which is then chosen.
 */
export function CategoriesSelect(props: CategoriesProps) {
  const { options, loading, value, onChange, onBlur, ref, error } = props
  const paths = useMemo(() => categoryPaths(options ?? []), [options])
  const me = useMe()
  const mayArrange = can(subjectOf(me.data), 'sites.set.settings')
  return (
    <Stack gap={4}>
      <MultiSelect
        label="Categories"
        ref={ref}
        data={(options ?? []).map((c) => ({
          value: String(c.id),
          label: paths.get(c.id) ?? c.name,
        }))}
        value={(value ?? []).map(String)}
        onChange={(values) => onChange(values.map(Number))}
        onBlur={onBlur}
        placeholder={loading ? 'Loading categories…' : undefined}
        searchable
        clearable
        error={error}
      />
      {mayArrange && options && (
        <AddSubcategory options={options} onAdded={(id) => onChange([...(value ?? []), id])} />
      )}
    </Stack>
  )
}

/*
 * The same fields bound to the form of the nearest FormProvider by their usual names (`excerpt`,
 * `body`, `categories`), for the post and promotion editors.
 */

export function FormExcerptField({ overLimit }: { overLimit: 'flag' | 'refuse' }) {
  const { control, register, formState } = useFormContext<{ excerpt?: string }>()
  const excerpt = useWatch({ control, name: 'excerpt' }) ?? ''
  return (
    <ExcerptField
      {...register('excerpt')}
      current={excerpt}
      overLimit={overLimit}
      error={formState.errors.excerpt?.message}
    />
  )
}

export function FormBodyField({ label = 'Body' }: { label?: string }) {
  const { field, fieldState } = useController<{ body?: unknown }, 'body'>({ name: 'body' })
  return (
    <LazyRichTextField
      label={label}
      value={field.value}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  )
}

export function FormCategoriesField(props: Pick<CategoriesProps, 'options' | 'loading'>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController<{ categories?: number[] }, 'categories'>({
    name: 'categories',
  })
  return (
    <CategoriesSelect
      {...props}
      ref={ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  )
}
