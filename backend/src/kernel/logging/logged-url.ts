/** Query parameters that carry a secret: the event streams' access and visitor tokens (EventSource cannot send headers). */
const SECRET_PARAMETERS = /([?&](?:access_token|visitor_token)=)[^&#]*/gi;

/** A request's URL as logs may keep it: a secret in its query is replaced. */
export const loggedUrl = (url: string | undefined): string | undefined => url?.replace(SECRET_PARAMETERS, '$1[redacted]');
