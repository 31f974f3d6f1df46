// Building blocks shared by the content file schemas: the messages an owner sees come from here.
import { z } from 'zod';

export const text = z.string().trim().min(1, 'must not be empty');
export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });
