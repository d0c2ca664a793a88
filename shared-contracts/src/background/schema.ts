import * as t from '../schema/t.js';

/** One picture of the background gallery (spec section 3). */
const GalleryItemSchema = t.object({
  url: t.string(),
  filename: t.string(),
  filePath: t.string(),
  /** bytes */
  size: t.integer(),
  isCurrent: t.boolean(),
});
export type GalleryItem = t.Static<typeof GalleryItemSchema>;

export const GalleryDataSchema = t.object({ backgrounds: t.array(GalleryItemSchema) });
/** GET background-image and the upload's answer: the current background, null for the default. */
export const BackgroundDataSchema = t.object({ backgroundUrl: t.union([t.string(), t.null()]) });
export const SetBackgroundPayloadSchema = t.object({ backgroundUrl: t.string({ maxLength: 500 }) }, { additionalProperties: false });
