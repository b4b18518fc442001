// Screenshots of each step's form, kept with the enrollment for the record.
import { defineCall, imageBodyLimit } from './define';
import { tabName } from './enrollment-tabs';
import { publicId } from './ids';
import { pngDataUrl } from './wire';
import { z } from './zod';

export const saveScreenshot = defineCall({
  name: 'saveScreenshot',
  feature: 'documents',
  seeds: ['000', '001'],
  methods: ['POST'],
  path: 'save-screenshot',
  summary:
    "Stores a PNG screenshot of a step's form (named after its tab, e.g. review_info) with the enrollment: one per tab, a new one replacing the old.",
  input: z.object({
    enrollment_id: publicId,
    // The wizard's own tabs only: one screenshot each, so an enrollment keeps at most nine (issue 31).
    name: tabName,
    image: pngDataUrl,
  }),
  data: z.object({}),
  bodyLimit: imageBodyLimit,
});

export const documentsCalls = [saveScreenshot] as const;
