import { Alert } from '@mantine/core'

/** A form-level message (an error without a field, e.g. "awaiting approval"). */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
      {message}
    </Alert>
  )
}
