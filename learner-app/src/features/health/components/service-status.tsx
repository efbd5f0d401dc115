import { useTranslation } from 'react-i18next';
import { useHealth } from '../api/get-health';
import '../health.css';

/** Tells the visitor whether the service behind the page is working. */
export function ServiceStatus() {
  const { t } = useTranslation();
  const health = useHealth();
  const state = health.isPending ? 'checking' : health.isError ? 'down' : health.data.status;
  return (
    <section aria-labelledby="status-title" className="status" data-status={state}>
      <h2 id="status-title">{t('status.title')}</h2>
      <p>{t(`status.${state}`)}</p>
    </section>
  );
}
