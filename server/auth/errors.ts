/** Auth (GoTrue) answers: the API version header on every response, errors in its 2024-01-01 shape. */
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

export function authJson(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', [API_VERSION_HEADER]: API_VERSION },
  });
}

export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return authJson({ code, error_code: code, msg: message, message, ...extra }, status);
}

export const authErrors = {
  badJson: () => authError(400, 'bad_json', 'Could not parse request body as JSON'),
  invalidCredentials: () => authError(400, 'invalid_credentials', 'Invalid login credentials'),
  rateLimited: () => authError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  noAuthorization: () => authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (reason: string) => authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`),
  notAdmin: () => authError(403, 'not_admin', 'User not allowed'),
  userNotFound: () => authError(404, 'user_not_found', 'User not found'),
};
