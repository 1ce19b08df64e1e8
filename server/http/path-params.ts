/** Path parameters are typed by the path template but bounded by nothing: bound them before any query uses them. */
import { fail } from './errors';

export function boundedParam(value: string, name: string, max = 64): string {
  if (value === '' || value.length > max) fail(400, `The ${name} in the address is not valid.`);
  return value;
}
