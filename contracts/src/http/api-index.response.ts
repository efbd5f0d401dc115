/** `GET /api`: what the API is and where to read about it. */
export interface ApiIndexResponse {
  name: string;
  description: string;
  links: {
    /** Swagger UI. */
    docs: string;
    /** The OpenAPI document (JSON). */
    openapi: string;
    health: string;
    learnerApp: string;
    adminApp: string;
  };
}
