import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** The "← back to the list" link above a record's page; hidden when the page is printed. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" c="green.9" data-print-hide>
      ← {label}
    </Anchor>
  );
}
