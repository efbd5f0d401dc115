import { useIsCorporate } from '../../../lib/use-is-corporate';

/** Corporate accounts (employee, organisation admin, HR) are enrolled by their organisation: no cart (spec section 6). */
export const useHasCart = () => !useIsCorporate();
