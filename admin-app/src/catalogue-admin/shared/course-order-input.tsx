import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import { Autocomplete, Box, FormHelperText, FormLabel, IconButton, List, ListItem, ListItemText, TextField } from '@mui/material';
import { useState } from 'react';
import { FieldTitle, useGetList, useGetMany, useInput, useLocaleState, useResourceContext, useTranslate } from 'react-admin';
import type { CatalogueItem } from '../../catalogue/catalogue.data-provider';
import { moved } from './move';

const nameIn = (item: CatalogueItem, locale: string) => (locale === 'th' ? item.nameTh || item.nameEn : item.nameEn || item.nameTh);

/**
 * The courses of a bundle or shelf, in order: published courses are found by name in either language and added
 * at the end; each can move up or down or be taken out.
 */
export function CourseOrderInput({ source, label }: { source: string; label?: string }) {
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  const resource = useResourceContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [search, setSearch] = useState('');
  const ids: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const { data: chosen } = useGetMany<CatalogueItem>('catalogue-courses', { ids }, { enabled: ids.length > 0 });
  const { data: found = [], isPending } = useGetList<CatalogueItem>('catalogue-courses', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: locale === 'th' ? 'nameTh' : 'nameEn', order: 'ASC' },
    filter: { q: search },
  });
  const name = (id: string) => {
    const item = chosen?.find((c) => c.id === id);
    return item ? nameIn(item, locale) : id;
  };
  const change = (next: string[]) => {
    field.onChange(next);
    field.onBlur();
  };
  return (
    <Box sx={{ mb: 2, width: '100%', maxWidth: 640 }}>
      <FormLabel sx={{ display: 'block', mb: 1 }}>
        <FieldTitle label={label} source={source} resource={resource} />
      </FormLabel>
      {ids.length === 0 ? (
        <FormHelperText>{translate('khru.catalogue.courses.none')}</FormHelperText>
      ) : (
        <List dense disablePadding aria-label={translate('khru.catalogue.courses.inOrder')}>
          {ids.map((id, index) => (
            <ListItem
              key={id}
              divider
              secondaryAction={
                <>
                  <IconButton
                    size="small"
                    aria-label={translate('khru.catalogue.move.up')}
                    disabled={index === 0}
                    onClick={() => change(moved(ids, index, -1))}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={translate('khru.catalogue.move.down')}
                    disabled={index === ids.length - 1}
                    onClick={() => change(moved(ids, index, 1))}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={translate('khru.catalogue.courses.remove')} onClick={() => change(ids.filter((other) => other !== id))}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </>
              }
              sx={{ pr: 15 }}
            >
              <ListItemText primary={`${index + 1}. ${name(id)}`} />
            </ListItem>
          ))}
        </List>
      )}
      <Autocomplete<CatalogueItem>
        sx={{ mt: 1 }}
        options={found.filter((item) => !ids.includes(item.id))}
        loading={isPending}
        filterOptions={(options) => options}
        getOptionLabel={(item) => nameIn(item, locale)}
        value={null}
        inputValue={search}
        onInputChange={(_, text, reason) => setSearch(reason === 'reset' ? '' : text)}
        onChange={(_, item) => item && change([...ids, item.id])}
        noOptionsText={translate('ra.navigation.no_results')}
        renderInput={(params) => <TextField {...params} size="small" label={translate('khru.catalogue.courses.add')} />}
      />
      {fieldState.error?.message && <FormHelperText error>{translate(fieldState.error.message, { _: fieldState.error.message })}</FormHelperText>}
    </Box>
  );
}
