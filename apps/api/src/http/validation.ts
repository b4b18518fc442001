// Schema failures as field problems: the path of the field and the message key of its rule.
import { isMessageKey } from '@benefit-store/contract/messages/en';
import type { z } from 'zod';
import type { FieldProblem } from './errors';

export function fieldProblems(issues: readonly z.core.$ZodIssue[]): FieldProblem[] {
  return issues.map((issue) => ({
    target_element: issue.path.map(String).join('.'),
    key: isMessageKey(issue.message) ? issue.message : 'common.invalid_value',
    ...(issue.code === 'custom' && issue.params ? { values: issue.params } : {}),
  }));
}
