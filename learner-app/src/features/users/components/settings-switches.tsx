import type { PatchOperation } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { usePatchUser } from '../api/patch-user';
import '../users.css';

/** A list of on/off settings; each change is one JSON Patch `replace` at `/<section>/<key>`. */
export function SettingsSwitches<K extends string>({
  userId,
  section,
  values,
  labelPrefix,
}: {
  userId: string;
  section: 'notificationSettings' | 'publicProfileSettings';
  values: Record<K, boolean>;
  labelPrefix: string;
}) {
  const { t } = useTranslation();
  const patch = usePatchUser(userId);
  const toggle = (key: K, value: boolean) => {
    const operation: PatchOperation = { op: 'replace', path: `/${section}/${key}`, value };
    patch.mutate([operation]);
  };
  return (
    <ul className="switches">
      {(Object.keys(values) as K[]).map((key) => (
        <li key={key}>
          <label className="switch">
            <input type="checkbox" role="switch" checked={values[key]} disabled={patch.isPending} onChange={(event) => toggle(key, event.target.checked)} />
            <span>{t(`${labelPrefix}.${key}`)}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
