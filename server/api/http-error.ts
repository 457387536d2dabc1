/** An error that becomes a `{ message }` JSON response with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (message = "Not found") => new HttpError(404, message);
export const badRequest = (message: string, body?: Record<string, unknown>) =>
  new HttpError(400, message, body);

/** Route parameter that must be a positive integer id; anything else is a 400. */
export function parseId(value: string | undefined, what = "id"): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
    throw badRequest(`Invalid ${what}`);
  }
  return Number(value);
}
