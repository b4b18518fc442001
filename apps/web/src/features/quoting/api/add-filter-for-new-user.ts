// Creates the temporary enrollment of a new visitor from the quote filter and the visitor's parties.
import type { addFilterForNewUser } from '@benefit-store/contract/quoting';
import { type CallArgs, request } from '../../../shared/api/client';

export type NewUserFilter = CallArgs<typeof addFilterForNewUser>['input'];

export const addFilterForNewUserRequest = (input: NewUserFilter) =>
  request<typeof addFilterForNewUser>('addFilterForNewUser', { input });
