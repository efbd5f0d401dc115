import StarIcon from '@mui/icons-material/Star';
import { CreateButton, Datagrid, FunctionField, List, SearchInput, SelectInput, SimpleList, TopToolbar, useLocaleState, useTranslate } from 'react-admin';
import { usePhone } from '../layout/use-phone';
import { nameOf, useCourseChoices } from './course-choices';
import { courseTitle, type AdminCourseRow } from './course-record';
import { CourseStatusField, STATUS_CHOICES } from './course-status-field';
import { CourseThumbnail } from './course-thumbnail';
import { formatBaht } from '../fields/baht';

function CourseListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

/**
 * Every course, drafts included, searchable by title in either language and filterable by status and category;
 * a row opens the course.
 */
export function CourseList() {
  const phone = usePhone();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const choices = useCourseChoices();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn emptyText="khru.courses.allStatuses" />,
    <SelectInput key="categoryId" source="categoryId" choices={choices.categories} alwaysOn emptyText="khru.courses.allCategories" />,
  ];
  return (
    <List exporter={false} filters={filters} actions={<CourseListActions />} perPage={25} sort={{ field: 'created', order: 'DESC' }}>
      {phone ? (
        <SimpleList<AdminCourseRow>
          linkType="show"
          leftAvatar={(course) => <CourseThumbnail url={course.thumbnailUrl} width={48} />}
          primaryText={(course) => courseTitle(course, locale)}
          secondaryText={(course) => `${nameOf(choices.categories, course.categoryId)} · ${formatBaht(course.price, locale)}`}
          tertiaryText={(course) => translate(`khru.courses.status.${course.status}`)}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <FunctionField<AdminCourseRow> source="thumbnailUrl" sortable={false} render={(course) => <CourseThumbnail url={course.thumbnailUrl} />} />
          <FunctionField<AdminCourseRow> source="title" sortBy={locale === 'th' ? 'titleTh' : 'titleEn'} render={(course) => courseTitle(course, locale)} />
          <FunctionField<AdminCourseRow> source="categoryId" sortable={false} render={(course) => nameOf(choices.categories, course.categoryId)} />
          <FunctionField<AdminCourseRow> source="instructorId" sortable={false} render={(course) => nameOf(choices.instructors, course.instructorId)} />
          <FunctionField<AdminCourseRow> source="price" sortable={false} textAlign="right" render={(course) => formatBaht(course.price, locale)} />
          <CourseStatusField source="status" />
          <FunctionField<AdminCourseRow>
            source="isHighlight"
            sortable={false}
            render={(course) =>
              course.isHighlight ? <StarIcon fontSize="small" color="warning" titleAccess={translate('resources.courses.fields.isHighlight')} /> : null
            }
          />
        </Datagrid>
      )}
    </List>
  );
}
