import type { BundleResponse, CartItemResponse, CourseSummaryResponse } from '@khru/contracts';
import { useQueries } from '@tanstack/react-query';
import { useGuestCartStore } from '../../../stores/guest-cart-store';
import { catalogueKeys } from '../api/catalogue-keys';
import { getBundle } from '../api/get-bundle';
import { useCourseList } from '../api/list-courses';

const courseRow = (c: CourseSummaryResponse): CartItemResponse => ({
  itemId: c.id,
  isBundle: false,
  isCertificate: false,
  titleEn: c.courseMetadata.titleEn,
  titleTh: c.courseMetadata.titleTh,
  imageUrlEn: c.courseMetadata.thumbnail,
  imageUrlTh: c.courseMetadata.thumbnail,
  byEn: c.courseMetadata.instructorNameEn,
  byTh: c.courseMetadata.instructorNameTh,
  courses: [],
  selected: true,
  price: c.price,
});
const bundleRow = (b: BundleResponse): CartItemResponse => ({
  itemId: b.id,
  isBundle: true,
  isCertificate: b.isSingleCertificate,
  titleEn: b.nameEn,
  titleTh: b.nameTh,
  imageUrlEn: b.thumbnailImageEn,
  imageUrlTh: b.thumbnailImageTh,
  byEn: null,
  byTh: null,
  courses: b.courses.map((c) => ({ id: c.id, titleEn: c.courseMetadata.titleEn, titleTh: c.courseMetadata.titleTh })),
  selected: true,
  price: b.price,
});

/** A visitor's cart, priced from the catalogue; it joins the server cart at login. */
export function useGuestCartRows(): CartItemResponse[] {
  const items = useGuestCartStore((s) => s.items);
  const courseIds = items.filter((i) => !i.isBundle).map((i) => i.itemId);
  const courses = useCourseList({ customFilter: { ids: courseIds } }, courseIds.length > 0);
  const bundles = useQueries({
    queries: items.filter((i) => i.isBundle).map((i) => ({ queryKey: catalogueKeys.bundle(i.itemId), queryFn: () => getBundle(i.itemId), retry: false })),
  });
  return items.flatMap((item) => {
    if (item.isBundle) {
      const bundle = bundles.find((b) => b.data?.id === item.itemId)?.data;
      return bundle ? [bundleRow(bundle)] : [];
    }
    const course = courses.data?.data.find((c) => c.id === item.itemId);
    return course ? [courseRow(course)] : [];
  });
}
