import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import PersonPinIcon from '@mui/icons-material/PersonPin';
import WorkIcon from '@mui/icons-material/Work';
import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import { lazyViews } from '../layout/lazy-views';
import categories from './categories';
import { InstructorRepresentation } from './instructors/instructor-representation';
import { LocalizedName } from './shared/localized-name';

/** Made once: screens made afresh on each render would remount whenever the resources are listed again. */
const bundleViews = lazyViews(() => import('./bundles/bundle-views'), ['list', 'show', 'edit', 'create']);
const jobFunctionViews = lazyViews(() => import('./job-functions/job-function-views'), ['list', 'show', 'edit', 'create']);
const instructorViews = lazyViews(() => import('./instructors/instructor-views'), ['list', 'show', 'edit', 'create']);

/** Categories for everyone (edited by catalogue managers); bundles, job functions and instructors for catalogue managers. */
export function catalogueResources(permissions: string[]): ReactElement[] {
  const manages = permissions.includes('MANAGE_CATALOGUE');
  return [
    <Resource
      key="categories"
      name="categories"
      list={categories.list}
      show={categories.show}
      edit={manages ? categories.edit : undefined}
      create={manages ? categories.create : undefined}
      icon={categories.icon}
      recordRepresentation={<LocalizedName />}
    />,
    ...(manages
      ? [
          <Resource key="bundles" name="bundles" {...bundleViews} icon={CardGiftcardIcon} recordRepresentation={<LocalizedName />} />,
          <Resource key="job-functions" name="job-functions" {...jobFunctionViews} icon={WorkIcon} recordRepresentation={<LocalizedName />} />,
          <Resource key="instructors" name="instructors" {...instructorViews} icon={PersonPinIcon} recordRepresentation={<InstructorRepresentation />} />,
        ]
      : []),
  ];
}
