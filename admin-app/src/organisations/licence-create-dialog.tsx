import type { CatalogueItem } from '../catalogue/catalogue.data-provider';
import type { CreateLicenceRequest } from '@khru/contracts/requests';
import AddIcon from '@mui/icons-material/Add';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useCallback, useState } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  Button,
  DateInput,
  Form,
  FormDataConsumer,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  number,
  ReferenceArrayInput,
  required,
  SaveButton,
  TextInput,
  useDataProvider,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { usePhone } from '../layout/use-phone';
import { endAfterStart, endOfBangkokDay, startOfBangkokDay } from './bangkok-day';
import type { OrganisationsDataProvider } from './organisations.data-provider';
import { useDialogSubmit } from './use-dialog-submit';

/** Most seats one pool may hold (the API's limit). */
const MAX_SEATS = 100_000;

interface LicenceFormValues extends Omit<CreateLicenceRequest, 'courseIds' | 'bundleIds'> {
  courseIds?: string[];
  bundleIds?: string[];
}

/** A licence that lists what it covers must list something. */
const validateCoverage = (values: Record<string, unknown>) => {
  const listed = [values.courseIds, values.bundleIds].some((ids) => Array.isArray(ids) && ids.length > 0);
  return values.allCatalogue || listed ? {} : { courseIds: 'khru.organisations.licences.chooseItems' };
};

/** A picker of published courses or bundles, searched by name in either language and shown in the admin's. */
function CataloguePicker({
  source,
  reference,
  label,
}: {
  source: 'courseIds' | 'bundleIds';
  reference: 'catalogue-courses' | 'catalogue-bundles';
  label: string;
}) {
  const [locale] = useLocaleState();
  return (
    <ReferenceArrayInput source={source} reference={reference} sort={{ field: locale === 'th' ? 'nameTh' : 'nameEn', order: 'ASC' }} perPage={20}>
      <AutocompleteArrayInput
        label={label}
        optionText={(item: CatalogueItem) => (locale === 'th' ? item.nameTh : item.nameEn)}
        filterToQuery={(q: string) => ({ q })}
      />
    </ReferenceArrayInput>
  );
}

/** A licence pool for the organisation: seats, validity and the catalogue it covers (all of it, or chosen items). */
export function LicenceCreateDialog({ orgId, onCreated }: { orgId: string; onCreated: (position: string | null) => void }) {
  const [open, setOpen] = useState(false);
  const phone = usePhone();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<OrganisationsDataProvider>();
  const create = useCallback(
    async (values: LicenceFormValues) => {
      const allCatalogue = Boolean(values.allCatalogue);
      const { position } = await dataProvider.createLicence(orgId, {
        name: values.name.trim(),
        seats: Number(values.seats),
        validFrom: startOfBangkokDay(values.validFrom),
        validUntil: endOfBangkokDay(values.validUntil),
        allCatalogue,
        ...(allCatalogue ? {} : { courseIds: values.courseIds ?? [], bundleIds: values.bundleIds ?? [] }),
      });
      notify('khru.organisations.licences.created', { type: 'success', messageArgs: { name: values.name.trim() } });
      setOpen(false);
      onCreated(position);
    },
    [dataProvider, notify, onCreated, orgId],
  );
  const submit = useDialogSubmit(create);
  return (
    <>
      <Button label="khru.organisations.licences.create" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="licence-create">
        <Form onSubmit={submit} defaultValues={{ allCatalogue: true }} validate={validateCoverage}>
          <DialogTitle id="licence-create">{translate('khru.organisations.licences.create')}</DialogTitle>
          <DialogContent>
            <TextInput source="name" label="khru.organisations.licences.name" validate={[required(), maxLength(100)]} />
            <NumberInput
              source="seats"
              label="khru.organisations.licences.seats"
              step={1}
              validate={[required(), number(), minValue(1), maxValue(MAX_SEATS)]}
            />
            <DateInput source="validFrom" label="khru.organisations.licences.validFrom" validate={required()} />
            <DateInput
              source="validUntil"
              label="khru.organisations.licences.validUntil"
              validate={[required(), endAfterStart('validFrom', 'khru.organisations.endBeforeStart')]}
            />
            <BooleanInput source="allCatalogue" label="khru.organisations.licences.allCatalogue" />
            <FormDataConsumer<LicenceFormValues>>
              {({ formData }) =>
                formData.allCatalogue ? null : (
                  <>
                    <CataloguePicker source="courseIds" reference="catalogue-courses" label="khru.organisations.licences.courses" />
                    <CataloguePicker source="bundleIds" reference="catalogue-bundles" label="khru.organisations.licences.bundles" />
                  </>
                )
              }
            </FormDataConsumer>
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label="ra.action.create" icon={<AddIcon />} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
