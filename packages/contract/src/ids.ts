// Public identifiers: 128 random bits in base64url, the only ids that leave the server.
import { z } from './zod';

export const publicIdPattern = /^[A-Za-z0-9_-]{22}$/;

/** An enrollment, link or party id as it travels in URLs and payloads. */
export const publicId = z.string().max(64).regex(publicIdPattern, 'common.invalid_value');
