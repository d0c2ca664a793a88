import { filled, type MessageValues } from './translate.js';

/**
 * A shared message whose English says one thing and many differently ("the required column",
 * "the required columns"). Each form is a template of its own in the catalogues (the extraction
 * reads `forms`), found again in the text the code filled (the count is one of its values), so a
 * language says both with its own plurals: Arabic's six from English's two. `fill` gives the
 * count and the values.
 */
export function countedMessage<A extends unknown[]>(
  forms: { readonly one: string; readonly other: string },
  fill: (...args: A) => [count: number, values: MessageValues],
): ((...args: A) => string) & { readonly forms: { readonly one: string; readonly other: string } } {
  const message = (...args: A) => {
    const [count, values] = fill(...args);
    return filled(count === 1 ? forms.one : forms.other, values);
  };
  return Object.assign(message, { forms });
}
