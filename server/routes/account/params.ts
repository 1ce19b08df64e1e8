/** Path parameters are not part of the contract's schemas: bound them here before any query uses them. */
import { fail } from '../../http/errors';

export function param(params: Record<string, string>, name: string, max = 64): string {
  const value = params[name] ?? '';
  if (value === '' || value.length > max) fail(400, `The ${name} in the address is not valid.`);
  return value;
}
