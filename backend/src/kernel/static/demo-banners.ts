/** The storefront's seeded banner images (`infra/seed/storefront.json`): public, unlike the demo clips beside them (ADR 27). */
export const DEMO_BANNERS_ADDRESS = '/media/demo/banners/';

/** Where they are, within the seed folder. */
export const DEMO_BANNERS_FOLDER = 'media/banners';
