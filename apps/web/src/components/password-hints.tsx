import { List, Text, ThemeIcon } from '@mantine/core';
import { PASSWORD_HINTS, passwordHints } from '@sirkula/domain/auth/passwords';
import { useTranslation } from 'react-i18next';

export function PasswordHints({ password }: { password: string }) {
  const { t } = useTranslation();
  const met = passwordHints(password);
  return (
    <div>
      <Text size="xs" c="dimmed" id="password-hints-title">
        {t('auth.hints.title')}
      </Text>
      <List size="xs" spacing={2} aria-labelledby="password-hints-title">
        {PASSWORD_HINTS.map((hint) => (
          <List.Item
            key={hint}
            icon={
              <ThemeIcon size={14} radius="xl" color={met[hint] ? 'green' : 'gray'} aria-hidden>
                {met[hint] ? '✓' : '•'}
              </ThemeIcon>
            }
          >
            <Text size="xs" c={met[hint] ? 'green.9' : 'gray.7'}>
              {t(`auth.hints.${hint}`)}
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
