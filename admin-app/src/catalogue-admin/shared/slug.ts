import { regex } from 'react-admin';
import { SLUG } from '../../fields/slug';

/** A record's id as the API takes it (`leadership-coaching`), checked before sending. */
export const slugId = regex(SLUG, 'khru.catalogue.slug');
