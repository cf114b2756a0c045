/**
 * The CSV downloads of spec 02 §7, as plain links (the browser downloads them with the session
 * cookie): every vote of a poll or survey, and the voters of chosen options.
 */
export const exportVotesHref = (type: 'poll' | 'survey', id: number) =>
  `/api/${type === 'poll' ? 'polls' : 'surveys'}/${id}/export-votes`

export const exportVotersHref = (type: 'poll' | 'survey', id: number, optionIds: number[]) =>
  `/api/${type === 'poll' ? 'polls' : 'surveys'}/${id}/export-users?${optionIds
    .map((option) => `options[]=${option}`)
    .join('&')}`
