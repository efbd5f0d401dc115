import { CONTACT_TOPICS, type ContactTopic } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContactForm } from '../../features/contact/components/contact-form';
import '../../features/contact/contact.css';
import { SupportHoursText } from '../../components/support-hours';

export function ContactUsRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('topic');
  const topic: ContactTopic = (CONTACT_TOPICS as readonly string[]).includes(asked ?? '') ? (asked as ContactTopic) : 'general';
  return (
    <main className="content contact-page">
      <div>
        <h1>{t('contact.title')}</h1>
        <p>{t('contact.intro')}</p>
        <SupportHoursText />
      </div>
      <ContactForm topic={topic} />
    </main>
  );
}
