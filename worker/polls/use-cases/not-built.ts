/** Placeholder of the API contract while the use cases are written (removed when they land). */
export const notBuilt = (what: string): never => {
  throw new Error(`${what} is not built yet`)
}
