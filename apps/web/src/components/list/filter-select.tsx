import { Select } from '@mantine/core';

interface FilterSelectProps<Value extends string> {
  label: string;
  /** What the empty choice reads as: every value. */
  anyLabel: string;
  values: readonly Value[];
  labelOf: (value: Value) => string;
  value: Value | undefined;
  onChange: (value: Value | null) => void;
}

/** A list filter on one of a fixed set of values, or none of them (cleared). */
export function FilterSelect<Value extends string>({
  label,
  anyLabel,
  values,
  labelOf,
  value,
  onChange,
}: FilterSelectProps<Value>) {
  return (
    <Select
      label={label}
      placeholder={anyLabel}
      clearable
      data={values.map((option) => ({ value: option, label: labelOf(option) }))}
      value={value ?? null}
      onChange={(next) => onChange(next as Value | null)}
    />
  );
}
