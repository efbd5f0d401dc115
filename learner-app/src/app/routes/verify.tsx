import { useParams } from 'react-router';
import { useCertificateVerification } from '../../features/certificates/api/verify-certificate';
import { VerificationCard } from '../../features/certificates/components/verification-card';
import { VerificationNotFound } from '../../features/certificates/components/verification-not-found';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/query-client';

/** `/verify/:id`: anyone (no login) checks a certificate: valid, revoked, or unknown to Khru. */
export function VerifyRoute() {
  const { id = '' } = useParams();
  const verification = useCertificateVerification(id);
  return (
    <main className="content verify-page" aria-busy={verification.isPending}>
      {verification.data ? (
        <VerificationCard verification={verification.data} />
      ) : verification.error instanceof ApiError && verification.error.status === 404 ? (
        <VerificationNotFound />
      ) : verification.error ? (
        <p className="form-error" role="alert">
          {errorMessage(verification.error)}
        </p>
      ) : null}
    </main>
  );
}
