import { storedText } from '../../i18n/localized-text.js';
import { upcaster, type Upcaster } from '../upcasting.js';
import type { BundleDetailsData } from './bundle.events.js';
import type { OptionalText } from './course.upcasters.js';

/** Version 1 (until 2026-11-23): the input did not require a bundle's name and description. */
export type BundleDetailsV1 = Omit<BundleDetailsData, 'name' | 'description'> & { name?: OptionalText; description?: OptionalText };

const namedV2 = <D extends BundleDetailsV1>(data: D) => ({ ...data, name: storedText(data.name), description: storedText(data.description) });

export const BUNDLE_UPCASTERS: readonly Upcaster[] = [
  upcaster('BundleDefined', 1, (data: BundleDetailsV1 & { price: number }) => namedV2(data)),
  upcaster('BundleRevised', 1, (data: BundleDetailsV1): BundleDetailsData => namedV2(data)),
];
