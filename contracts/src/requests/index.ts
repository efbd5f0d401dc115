/** HTTP request DTO classes (class-validator): the server validates with them; apps use the body types. */
export * from './auth.requests.js';
export * from './user.requests.js';
export * from './contact-message.requests.js';
export * from './page.requests.js';
export * from './catalogue.requests.js';
export * from './admin-catalogue.requests.js';
export * from './storefront.requests.js';
export * from './commerce.requests.js';
export * from './corporate.requests.js';
export * from './learning.requests.js';
export * from './review.requests.js';
export * from './question.requests.js';
export * from './notification.requests.js';
export * from './assessment.requests.js';
export * from './certificate.requests.js';
export * from './report.requests.js';
export * from './support.requests.js';
