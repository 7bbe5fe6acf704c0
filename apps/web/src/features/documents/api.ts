import type { DocumentDetail } from '@sirkula/domain/documents/answers';
import type { documentsApi } from '@sirkula/domain/documents/api';
import type { ListDocumentsQuery } from '@sirkula/domain/documents/rules';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client, hrefOf } from '../../lib/api.ts';

const call = client<typeof documentsApi>();

const documentKeys = {
  all: ['documents'] as const,
  detail: (id: string) => ['documents', 'detail', id] as const,
};

/** One page of the library, as the server narrows it for the reader (a company's users: their own). */
export const documentsQuery = (query: ListDocumentsQuery) =>
  queryOptions({
    queryKey: [...documentKeys.all, 'list', query],
    queryFn: () => call('GET /documents', { query }),
    placeholderData: keepPreviousData,
  });

export const documentQuery = (id: string) =>
  queryOptions({
    queryKey: documentKeys.detail(id),
    queryFn: () => call('GET /documents/:id', { params: { id } }),
  });

/** A version's file: to download, or (`inline`) to show in the page. */
export function documentFileHref(id: string, options: { version?: number; inline?: boolean } = {}): string {
  return hrefOf<typeof documentsApi, 'GET /documents/:id/file'>('GET /documents/:id/file', {
    params: { id },
    query: { version: options.version, inline: options.inline ? '1' : undefined },
  });
}

/** After a change the answer becomes the cached detail and every list reads again. */
function useStoreDocument() {
  const queryClient = useQueryClient();
  return async (document: DocumentDetail) => {
    queryClient.setQueryData(documentKeys.detail(document.id), document);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...documentKeys.all, 'list'] }),
      queryClient.invalidateQueries({ queryKey: ['audit', 'document', document.id] }),
    ]);
  };
}

/** Uploads a document: its fields and its file (field `file`) as one multipart form. */
export function useUploadDocument() {
  const store = useStoreDocument();
  return useMutation({
    mutationFn: (form: FormData) => call('POST /documents', { form }),
    onSuccess: store,
  });
}

export function useReplaceDocument(id: string) {
  const store = useStoreDocument();
  return useMutation({
    mutationFn: (form: FormData) => call('POST /documents/:id/versions', { params: { id }, form }),
    onSuccess: store,
  });
}

export function useDeleteDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('DELETE /documents/:id', { params: { id } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: documentKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: [...documentKeys.all, 'list'] });
    },
  });
}
