import { CERTIFICATES_COLLECTION, type CertificateDocument } from '@khru/contracts';
import type { DocumentStore, Filter } from '@khru/platform';

/** A page of certificates, newest first, and how many match. */
export async function certificatePage(
  documents: DocumentStore,
  filter: Filter,
  skip: number,
  take: number,
): Promise<{ docs: CertificateDocument[]; totalCount: number }> {
  const certificates = documents.collection<CertificateDocument>(CERTIFICATES_COLLECTION);
  const [docs, totalCount] = await Promise.all([
    certificates.find(filter, { sort: { issuedAt: -1, _id: 1 }, skip, limit: take }).toArray(),
    certificates.countDocuments(filter),
  ]);
  return { docs, totalCount };
}

/** One certificate by its id, or null. */
export const findCertificate = (documents: DocumentStore, id: string): Promise<CertificateDocument | null> =>
  documents.collection<CertificateDocument>(CERTIFICATES_COLLECTION).findOne({ _id: id });
