/** react-admin's pages for what should not happen (not found, a crash, a lost session), loaded when one does. */
export { AuthenticationError, Error as ErrorPage, NotFound } from 'react-admin';
