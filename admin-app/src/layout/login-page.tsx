import { Login } from 'react-admin';

/** react-admin's login page, in a module of its own: its form (react-hook-form, text fields) loads only when someone signs in. */
export default Login;
