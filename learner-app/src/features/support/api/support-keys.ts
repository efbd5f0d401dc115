/** Query keys of the support chat, per identity (see use-support-identity). */
export const supportKeys = {
  all: ['support'] as const,
  hours: ['support', 'hours'] as const,
  of: (identity: string) => ['support', identity] as const,
  list: (identity: string) => ['support', identity, 'conversations'] as const,
  conversation: (identity: string, id: string) => ['support', identity, 'conversation', id] as const,
};
