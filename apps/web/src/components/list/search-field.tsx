import { TextInput, type TextInputProps } from '@mantine/core';

interface SearchFieldProps extends Pick<TextInputProps, 'label' | 'placeholder' | 'style'> {
  /** The text typed so far; the list's address follows once typing pauses (useListParams). */
  search: string;
  setSearch: (search: string) => void;
}

/** A list's search box, the first of its filters. */
export function SearchField({ search, setSearch, ...props }: SearchFieldProps) {
  return (
    <TextInput
      type="search"
      value={search}
      onChange={(event) => setSearch(event.currentTarget.value)}
      {...props}
    />
  );
}
