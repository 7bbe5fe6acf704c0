import { Button, Grid, NativeSelect } from '@mantine/core';
import {
  DOCUMENT_SORTS,
  DOCUMENT_TYPES,
  EXPIRY_STATES,
  type ListDocumentsQuery,
  RECORD_KINDS,
} from '@sirkula/domain/documents/rules';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@sirkula/domain/shared/lists';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { SearchField } from '../../components/list/search-field.tsx';
import { SORT_ORDERS, type SortOrder } from '../../components/list/sort-order.ts';
import { type ListFilterProps, pickParam, useListParams } from '../../components/list/use-list-params.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { documentsQuery } from './api.ts';
import { DocumentCards, type DocumentSort, DocumentsTable } from './documents-table.tsx';
import { UploadDocumentModal } from './upload-form.tsx';

type Query = ListDocumentsQuery & { sort: DocumentSort; order: SortOrder };
const FILTERS = ['q', 'type', 'companyId', 'recordKind', 'expiry'] as const;

/** Reads the list's parameters from the address; a value it does not know falls back to the default. */
function toQuery(params: URLSearchParams): Query {
  const pageSize = pickParam(params.get('pageSize'), PAGE_SIZES.map(String)) ?? String(DEFAULT_PAGE_SIZE);
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: Number(pageSize),
    q: params.get('q') ?? undefined,
    type: pickParam(params.get('type'), DOCUMENT_TYPES),
    companyId: params.get('companyId') || undefined,
    recordKind: pickParam(params.get('recordKind'), RECORD_KINDS),
    expiry: pickParam(params.get('expiry'), EXPIRY_STATES),
    sort: pickParam(params.get('sort'), DOCUMENT_SORTS) ?? 'createdAt',
    order: pickParam(params.get('order'), SORT_ORDERS) ?? 'desc',
  };
}

/** The provider's library of every document: search, filter, flag what expires, upload. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('documents.title'));
  const [uploading, setUploading] = useState(false);
  const { params, search, setSearch, ...listParams } = useListParams(FILTERS);
  const query = toQuery(params);
  const documents = useQuery(documentsQuery(query));
  const onSort = (sort: DocumentSort, order: SortOrder) => listParams.update({ sort, order });
  const companyName = query.companyId
    ? (documents.data?.items.find((item) => item.companyId === query.companyId)?.companyName ?? undefined)
    : undefined;

  return (
    <>
      <ListPage
        title={t('documents.title')}
        intro={t('documents.intro')}
        action={
          <Button color="green" onClick={() => setUploading(true)}>
            {t('documents.upload')}
          </Button>
        }
        filtersLabel={t('documents.list.filters')}
        filters={
          <DocumentFilters
            query={query}
            companyName={companyName}
            search={search}
            setSearch={setSearch}
            update={listParams.update}
          />
        }
        params={listParams}
        list={documents}
        loadFailed="documents.list.loadFailed"
        empty={{ title: t(listParams.filtered ? 'documents.list.empty' : 'documents.list.emptyAll') }}
        sorting={{
          columns: DOCUMENT_SORTS,
          sort: query.sort,
          order: query.order,
          labelOf: (sort) =>
            t(
              sort === 'createdAt'
                ? 'documents.columns.uploaded'
                : sort === 'validUntil'
                  ? 'documents.columns.validity'
                  : 'documents.columns.document',
            ),
          onChange: onSort,
        }}
        cards={(items) => <DocumentCards documents={items} />}
        table={(items) => <DocumentsTable documents={items} query={query} onSort={onSort} />}
      />
      <UploadDocumentModal
        opened={uploading}
        onClose={() => setUploading(false)}
        onUploaded={(id) => {
          setUploading(false);
          navigate(`/internal/documents/${id}`, { state: { uploaded: true } });
        }}
      />
    </>
  );
}

interface FiltersProps extends ListFilterProps<Query> {
  companyName: string | undefined;
}

function DocumentFilters({ query, companyName, search, setSearch, update }: FiltersProps) {
  const { t } = useTranslation();
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <SearchField
          label={t('documents.list.search')}
          placeholder={t('documents.list.search')}
          search={search}
          setSearch={setSearch}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <CompanyPicker
          label={t('documents.fields.companyId')}
          placeholder={t('documents.list.allCompanies')}
          value={query.companyId ?? null}
          selectedName={companyName}
          onChange={(companyId) => update({ companyId: companyId ?? undefined })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <NativeSelect
          label={t('documents.fields.type')}
          value={query.type ?? ''}
          onChange={(event) => update({ type: event.currentTarget.value || undefined })}
          data={[
            { value: '', label: t('documents.list.allTypes') },
            ...DOCUMENT_TYPES.map((value) => ({ value, label: t(`documents.types.${value}`) })),
          ]}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <NativeSelect
          label={t('documents.fields.recordKind')}
          value={query.recordKind ?? ''}
          onChange={(event) => update({ recordKind: event.currentTarget.value || undefined })}
          data={[
            { value: '', label: t('documents.list.allRecords') },
            ...RECORD_KINDS.map((value) => ({ value, label: t(`documents.recordKinds.${value}`) })),
          ]}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <NativeSelect
          label={t('documents.fields.validUntil')}
          value={query.expiry ?? ''}
          onChange={(event) => update({ expiry: event.currentTarget.value || undefined })}
          data={[
            { value: '', label: t('documents.list.anyExpiry') },
            ...EXPIRY_STATES.map((value) => ({ value, label: t(`documents.expiryStates.${value}`) })),
          ]}
        />
      </Grid.Col>
    </Grid>
  );
}
