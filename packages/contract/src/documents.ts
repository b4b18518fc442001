// Screenshots of each step's form, kept with the enrollment for the record.
import { defineCall, imageBodyLimit } from './define';
import { publicId } from './ids';
import { msg } from './messages/en';
import { pngDataUrl, text } from './wire';
import { z } from './zod';

export const saveScreenshot = defineCall({
  name: 'saveScreenshot',
  feature: 'documents',
  seeds: ['000', '001'],
  methods: ['POST'],
  path: 'save-screenshot',
  summary: 'Stores a PNG screenshot of a form (named after its tab, e.g. review_info) with the enrollment.',
  input: z.object({
    enrollment_id: publicId,
    name: text(40).regex(/^[a-z0-9_]+$/, msg('common.invalid_value')),
    image: pngDataUrl,
  }),
  data: z.object({}),
  bodyLimit: imageBodyLimit,
});

export const documentsCalls = [saveScreenshot] as const;
