import { z } from 'zod';
import { MAX_LONG_TEXT, optionalText, requiredText } from './primitives';

/** A postal address (customers, staging rooms). */
export const Address = z.object({
  street: requiredText(),
  number: requiredText(),
  zip: requiredText(),
  city: requiredText(),
  additionalInfo: optionalText(MAX_LONG_TEXT).default(''),
});
export type Address = z.infer<typeof Address>;

export const emptyAddress = (): Address => ({ street: '', number: '', zip: '', city: '', additionalInfo: '' });
