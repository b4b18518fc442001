// The one zod instance of the contract: every schema imports z from here so that
// failures without a rule of their own still carry a translatable message key.
import { z } from 'zod';

z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'common.required';
    if (issue.code === 'too_big') return 'common.too_long';
    if (issue.code === 'too_small' && issue.origin === 'string') return 'common.required';
    if (issue.code === 'unrecognized_keys') return 'common.unknown_field';
    return 'common.invalid_value';
  },
});

export { z };
