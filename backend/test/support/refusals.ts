/** A refused answer as one comparable line: status, code, then each field error as `field:rule`. */
export const refusalOfResponse = (response: { status: number; body: { code: string; errors?: { field: string; rule?: string }[] } }): (string | number)[] => [
  response.status,
  response.body.code,
  ...(response.body.errors ?? []).map((e) => `${e.field}:${e.rule ?? ''}`),
];
