import { SelectInput, useTranslate, type SelectInputProps } from 'react-admin';
import { useSupportAdmins } from './use-support-admins';

/** Whose conversations: mine, nobody's, or a named admin's (names shown as they are, untranslated). */
export function AssignedInput(props: Omit<SelectInputProps, 'choices'>) {
  const translate = useTranslate();
  const admins = useSupportAdmins();
  const choices = [
    { id: 'me', name: translate('khru.support.assigned.me') },
    { id: 'none', name: translate('khru.support.assigned.none') },
    ...(admins.data ?? []).map((admin) => ({ id: admin.id, name: admin.name })),
  ];
  return <SelectInput {...props} choices={choices} translateChoice={false} />;
}
