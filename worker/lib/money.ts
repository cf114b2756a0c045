/** Money is stored in minor units (pence) and sent as decimals with a formatted label. */
export const toMinor = (amount: number) => Math.round(amount * 100)
export const fromMinor = (minor: number) => minor / 100

/** '£12.50', '£12' stays '£12.00'; zero is 'Free'. */
export const formatPrice = (minor: number, currencySymbol: string) =>
  minor === 0 ? 'Free' : `${currencySymbol}${(minor / 100).toFixed(2)}`

/** Like formatPrice, but zero shows as an amount ('£0.00') where a total is expected. */
export const formatAmount = (minor: number, currencySymbol: string) =>
  `${currencySymbol}${(minor / 100).toFixed(2)}`
