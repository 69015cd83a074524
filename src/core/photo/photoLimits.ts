/** The photo's longest side once shrunk on the cook's device: enough for a model to read a fridge shelf. */
export const PHOTO_LONGEST_SIDE = 1024;

/**
 * The longest data URL a photo may be sent as (about 1 MB of JPEG). A shrunk photo is a few hundred kilobytes; one
 * still larger is refused on the device, and the app's server refuses a larger body before reading it.
 */
export const MAX_PHOTO_DATA_URL_LENGTH = 1_400_000;

/** The photos the app reads: what phones and browsers save and every vision model takes. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
