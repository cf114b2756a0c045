import type { Deps } from '../lib/deps'
import type { ConfirmOrderInput, ListOrdersQuery, OrderCost, OrderCostQuery, OrderResource, ReserveOrderInput } from './event-orders.schemas'

/** Ticket orders: pricing, the atomic reservation, confirmation, cancellation and the member's list. */

export const orderCost = async (_deps: Deps, _query: OrderCostQuery): Promise<OrderCost> => {
  throw new Error('not implemented')
}

export const reserveOrder = async (_deps: Deps, _input: ReserveOrderInput): Promise<OrderResource> => {
  throw new Error('not implemented')
}

export const confirmOrder = async (_deps: Deps, _id: number, _input: ConfirmOrderInput): Promise<OrderResource> => {
  throw new Error('not implemented')
}

export const cancelOrder = async (_deps: Deps, _id: number): Promise<OrderResource> => {
  throw new Error('not implemented')
}

export const listOrders = async (_deps: Deps, _query: ListOrdersQuery): Promise<{ rows: OrderResource[]; total: number }> => {
  throw new Error('not implemented')
}
