// people.yaml (optional): the people behind the offer, published as schema.org Person nodes.
import { z } from 'zod';
import { assetPath, httpUrl, PHOTO_EXTENSIONS, text } from './common.js';

/** How a person relates to the organisation: schema.org's Organization `founder` or `employee`. */
export const PERSON_KINDS = ['founder', 'employee'] as const;

const personFile = z.strictObject({
  name: text,
  /** Job title, as a visitor would read it: "Founder and principal". */
  role: text,
  kind: z.enum(PERSON_KINDS, { error: 'must be founder or employee' }),
  /** A portrait under assets/, ideally 4:5 (the pages crop any photo to that frame). */
  photo: assetPath(PHOTO_EXTENSIONS).optional(),
  /** One line in the person's own voice, set as the caption under their portrait. */
  caption: text.max(120, 'keep the caption to one line: 120 characters at most').optional(),
  bio: text.max(600, 'keep a bio under 600 characters: two or three sentences').optional(),
  /** Profiles elsewhere (LinkedIn, a personal site): schema.org `sameAs`. */
  links: z
    .array(z.strictObject({ name: text, url: httpUrl }))
    .max(8, 'at most 8 links')
    .default([]),
});

export const PeopleFileSchema = z.strictObject({
  people: z.array(personFile).min(1, 'list at least one person, or delete people.yaml').max(24),
});

export type PersonFile = z.infer<typeof personFile>;
