import { Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link, useGetList, useTranslate } from 'react-admin';

/** A count the list's own server-side filter gives, and the list it opens (with that filter). */
interface Waiting {
  resource: string;
  filter: Record<string, string>;
  /** `khru.platformDashboard.<text>`, with the count as smart_count. */
  text: string;
}

const WAITING: Waiting[] = [
  { resource: 'reviews', filter: { status: 'pending' }, text: 'pendingReviews' },
  { resource: 'questions', filter: { status: 'pending' }, text: 'pendingQuestions' },
  { resource: 'replies', filter: { status: 'pending' }, text: 'pendingReplies' },
  { resource: 'contact-messages', filter: { status: 'new' }, text: 'newContactMessages' },
  { resource: 'courses', filter: { status: 'published' }, text: 'publishedCourses' },
];

function WaitingLine({ resource, filter, text }: Waiting) {
  const translate = useTranslate();
  // One row is enough: the count is the list's total.
  const { total } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter });
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={`/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`}>
        <ListItemText primary={total === undefined ? '…' : translate(`khru.platformDashboard.${text}`, { smart_count: total })} />
      </ListItemButton>
    </ListItem>
  );
}

/** Reviews, questions and replies to moderate, unanswered contact messages, and the catalogue's size; each opens its list. */
export function WaitingWorkCard() {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('khru.platformDashboard.waiting')}
        </Typography>
        <List dense>
          {WAITING.map((line) => (
            <WaitingLine key={line.resource} {...line} />
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
