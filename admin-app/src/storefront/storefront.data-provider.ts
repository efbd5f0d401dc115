import type { HttpClient } from '../dataProvider/http-client';
import { ownWrites } from '../dataProvider/own-writes';
import { bannersData } from './banners/banners.data-provider';
import { shelvesData } from './shelves/shelves.data-provider';

/** The home page's banners and curated shelves for catalogue managers; one read-your-writes API serves both. */
export function storefrontData(http: HttpClient) {
  const api = ownWrites(http);
  const banners = bannersData(api);
  const shelves = shelvesData(api);
  return { resources: { ...banners.resources, ...shelves.resources }, methods: { ...banners.methods, ...shelves.methods } };
}
