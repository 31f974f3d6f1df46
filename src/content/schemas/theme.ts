// The fonts a theme may choose: ids of the font files bundled with the site (src/render/html/fonts/).

/** Faces for headings: two serifs for an editorial voice, or one of the text faces for an all-sans look. */
export const DISPLAY_FONTS = ['fraunces', 'source-serif-4', 'inter', 'source-sans-3'] as const;

/** Faces for body text and the interface. */
export const TEXT_FONTS = ['inter', 'source-sans-3'] as const;

export type DisplayFont = (typeof DISPLAY_FONTS)[number];
export type TextFont = (typeof TEXT_FONTS)[number];
