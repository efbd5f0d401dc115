import type { AdminConversationView } from '@khru/contracts';
import { Stack, Typography } from '@mui/material';
import { Link, usePermissions, useTranslate } from 'react-admin';
import { SidePanel } from './side-panel';

interface QuickLink {
  label: string;
  to: string;
}

const listFiltered = (resource: string, filter: Record<string, string>) => `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/**
 * Where a learner's records live, for the screens this admin may open: their orders (found by email), certificates
 * (by name), user record and organisation (its credits and licences). Platform admins have no per-learner list of
 * enrolments: those bought are orders, those paid by credits belong to the organisation.
 */
export function quickLinksOf(conversation: AdminConversationView, permissions: readonly string[]): QuickLink[] {
  if (!conversation.userId) return [];
  const admin = permissions.includes('ADMIN');
  return [
    ...(admin ? [{ label: 'khru.support.orders', to: listFiltered('orders', { learner: conversation.email }) }] : []),
    ...(admin ? [{ label: 'khru.support.certificates', to: listFiltered('certificates', { q: conversation.name }) }] : []),
    ...(admin && conversation.organisationId
      ? [{ label: 'khru.support.organisationCredits', to: `/organisations/${encodeURIComponent(conversation.organisationId)}/show` }]
      : []),
    ...(permissions.includes('MANAGE_USERS') ? [{ label: 'khru.support.user', to: `/users/${encodeURIComponent(conversation.userId)}` }] : []),
  ];
}

/** The learner's records one click away; a visitor has none, and the panel says why. */
export function QuickLinks({ conversation }: { conversation: AdminConversationView }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const links = quickLinksOf(conversation, permissions ?? []);
  return (
    <SidePanel title="khru.support.quickLinks" testId="support-quick-links">
      {conversation.userId ? (
        <>
          <Stack component="ul" sx={{ gap: 0.75, m: 0, pl: 2.5 }}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{translate(link.label)}</Link>
              </li>
            ))}
          </Stack>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {translate('khru.support.enrolments')}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('khru.support.visitorNoLinks')}
        </Typography>
      )}
    </SidePanel>
  );
}
