import * as t from '../schema/t.js';

/** GET calendar/feed: whether the member has a subscription address (its secret is stored hashed, never shown again). */
export const CalendarFeedStatusSchema = t.object({ active: t.boolean(), createdAt: t.optional(t.string()) });
/** POST calendar/feed: a new address (the previous one stops working); shown this once. */
export const CalendarFeedCreatedSchema = t.object({ url: t.string(), createdAt: t.string() });

export type CalendarFeedStatus = t.Static<typeof CalendarFeedStatusSchema>;
