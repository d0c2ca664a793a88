import { ID_MAX } from '../validation.js';
import { SCHEMA_FORMATS } from './formats.js';
import * as t from './t.js';

/*
 * The schemas of an id a caller sends, on the one rule of validation.ts (isIdText, ID_MAX).
 */

/** An id in a JSON body. */
export const idSchema = (title: string, errorMessage: string) => t.integer({ minimum: 1, maximum: ID_MAX, title, errorMessage });

/** An id in a query string (every value there is text). */
export const idTextSchema = (title: string, errorMessage: string) => t.string({ maxLength: 10, format: SCHEMA_FORMATS.id, title, errorMessage });
