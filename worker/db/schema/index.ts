export * from './notifications'
export * from './roles'
export * from './settings'
export * from './users'
