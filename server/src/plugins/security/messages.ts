/** The server's own messages for refused and failed requests. */
export const SECURITY_MESSAGES = {
  csrf: 'This request was refused: it must be sent by the FamilyNet app (JSON or the X-Requested-With header).',
  foreignOrigin: 'Requests from this website are not allowed.',
  serverError: 'Something went wrong on the server. Please try again later.',
  notFound: 'Not found.',
  invalidJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty.',
  tooLarge: 'The request is too large.',
  unsupportedType: 'Unsupported content type: send JSON.',
  unknownHost: 'This site is not served under that name.',
  badUrl: 'The address of this request is not valid.',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  headersTooLarge: 'The request is too large (its address or headers).',
  unreadableRequest: 'The request could not be read.',
} as const;

