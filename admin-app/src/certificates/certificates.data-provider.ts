import type { CertificateListResponse, CertificateResponse, CertificateStatus, CommandAccepted } from '@khru/contracts';
import type { GetListParams, GetOneParams } from 'react-admin';
import type { DataProviderWith } from '../dataProvider/combine-slices';
import { fetchFile } from '../dataProvider/fetch-file';
import type { HttpClient } from '../dataProvider/http-client';
import { readingOwnWrites } from '../dataProvider/read-own-writes';

const CERTIFICATES = '/api/certificatesapi';

export interface CertificateFilter {
  status?: CertificateStatus;
  q?: string;
}

/** Every issued certificate for platform admins, paged and filtered by the server; a revocation reads back after itself. */
export function certificatesData(client: HttpClient) {
  const http = readingOwnWrites(client);
  return {
    resources: {
      certificates: {
        async getList(params: GetListParams) {
          const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
          const { status, q } = (params.filter ?? {}) as CertificateFilter;
          const query = new URLSearchParams({
            skip: String((page - 1) * perPage),
            take: String(perPage),
            ...(status ? { status } : {}),
            ...(q?.trim() ? { q: q.trim() } : {}),
          });
          const { json } = await http(`${CERTIFICATES}/admin/certificates?${query.toString()}`);
          const { data, totalCount } = json as CertificateListResponse;
          return { data, total: totalCount };
        },
        async getOne(params: GetOneParams) {
          const { json } = await http(`${CERTIFICATES}/certificate/${encodeURIComponent(String(params.id))}`);
          return { data: json as CertificateResponse };
        },
      },
    },
    methods: {
      /** Revokes a certificate for good; the reason is shown to anyone who verifies it. */
      async revokeCertificate(certificateId: string, reason: string): Promise<CommandAccepted> {
        const { json } = await http(`${CERTIFICATES}/certificate/${encodeURIComponent(certificateId)}/revoke`, {
          method: 'POST',
          body: JSON.stringify({ reason }),
        });
        return json as CommandAccepted;
      },
      /** The certificate's PDF, fetched with the admin's token (a plain link would carry none) and read as bytes, not text. */
      async getCertificatePdf(certificate: Pick<CertificateResponse, 'pdfUrl'>): Promise<Blob> {
        if (!certificate.pdfUrl) throw new Error('The certificate has no PDF yet');
        return fetchFile(certificate.pdfUrl, 'application/pdf');
      },
    },
  };
}

export type CertificatesDataProvider = DataProviderWith<ReturnType<typeof certificatesData>['methods']>;
