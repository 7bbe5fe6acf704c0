import { Checkbox, Group, Modal, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import type { SessionUser } from '@sirkula/domain/auth/session';
import { formatPhone } from '@sirkula/domain/shared/format';
import type { UserSummary } from '@sirkula/domain/users/answers';
import { USER_ROLES, USER_TYPES, type UserType } from '@sirkula/domain/users/rules';
import {
  type CreateUserInput,
  createUserInput,
  mayAdministerUserType,
  type UpdateUserInput,
  updateUserInput,
} from '@sirkula/domain/users/user-admin';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { PasswordHints } from '../../components/password-hints.tsx';
import { validateWith } from '../../lib/forms.ts';
import { profileQuery } from '../../lib/profile.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { useCreateUser, useUpdateUser } from './api.ts';

type Target = { mode: 'create' } | { mode: 'edit'; user: UserSummary };

/**
 * Creating or editing a user in a modal. Internal staff choose the user type and company; a
 * company admin's users always get the admin's own type and company, which the server enforces too.
 */
export function UserFormModal({
  target,
  actor,
  onClose,
  onSaved,
}: {
  target: Target | null;
  actor: SessionUser;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const title = target?.mode === 'edit' ? t('users.form.editTitle') : t('users.form.createTitle');
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target?.mode === 'create' && <CreateUserForm actor={actor} onCancel={onClose} onSaved={onSaved} />}
      {target?.mode === 'edit' && (
        <EditUserForm actor={actor} user={target.user} onCancel={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function companyKind(userType: UserType): 'customer' | 'partner' | undefined {
  return userType === 'internal' ? undefined : userType;
}

function CreateUserForm({
  actor,
  onCancel,
  onSaved,
}: {
  actor: SessionUser;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const internal = actor.userType === 'internal';
  const create = useCreateUser();
  const form = useForm<CreateUserInput>({
    initialValues: {
      name: '',
      email: '',
      phone: '',
      userType: internal ? 'customer' : actor.userType,
      role: 'member',
      companyId: internal ? null : actor.companyId,
      password: '',
      forcePasswordChange: false,
      sendWelcomeEmail: true,
    },
    validate: validateWith(createUserInput, t),
  });
  const { busy, banner, run } = useSubmission({ setErrors: form.setErrors });

  const submit = form.onSubmit(async (values) => {
    let message = '';
    const saved = await run(async () => {
      message = (await create.mutateAsync(values)).message;
      return message;
    });
    if (saved) onSaved(message);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {banner?.type === 'error' && <NotificationBanner {...banner} />}
        <TextInput label={t('users.form.name')} required autoComplete="off" {...form.getInputProps('name')} />
        <TextInput
          label={t('users.form.email')}
          type="email"
          required
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <PlacementFields
          form={form}
          internal={internal}
          userTypes={creatableUserTypes(actor)}
          roleFixed={false}
          selectedName={null}
          newUser
        />
        <PasswordInput
          label={t('users.form.password')}
          description={t('users.form.passwordDescription')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordHints password={form.values.password ?? ''} />
        <Checkbox
          label={t('users.form.forcePasswordChange')}
          description={t('users.form.forcePasswordChangeDescription')}
          {...form.getInputProps('forcePasswordChange', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('users.form.sendWelcomeEmail')}
          description={t('users.form.sendWelcomeEmailDescription')}
          {...form.getInputProps('sendWelcomeEmail', { type: 'checkbox' })}
        />
        <FormFooter busy={busy} submitLabel={t('users.form.create')} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

function EditUserForm({
  actor,
  user,
  onCancel,
  onSaved,
}: {
  actor: SessionUser;
  user: UserSummary;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const internal = actor.userType === 'internal';
  const update = useUpdateUser();
  const form = useForm<UpdateUserInput>({
    initialValues: {
      name: user.name,
      phone: user.phone ? formatPhone(user.phone) : '',
      userType: user.userType,
      role: user.role,
      companyId: user.companyId,
    },
    validate: validateWith(updateUserInput, t),
  });
  const { busy, banner, run } = useSubmission({ setErrors: form.setErrors });

  const submit = form.onSubmit(async (values) => {
    const saved = await run(async () => {
      await update.mutateAsync({ id: user.id, input: values });
      return t('users.messages.saved');
    });
    if (saved) onSaved(t('users.messages.saved'));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {banner?.type === 'error' && <NotificationBanner {...banner} />}
        <TextInput label={t('users.form.name')} required autoComplete="off" {...form.getInputProps('name')} />
        <TextInput
          label={t('users.form.email')}
          value={user.email}
          readOnly
          description={t('users.form.emailFixed')}
        />
        <PlacementFields
          form={form}
          internal={internal}
          userTypes={USER_TYPES}
          roleFixed={!user.can.changeRole}
          selectedName={user.userType === form.values.userType ? user.companyName : null}
        />
        <FormFooter busy={busy} submitLabel={t('users.form.save')} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** The fields both forms share: how to reach the user and where they belong. */
type Placement = Pick<UpdateUserInput, 'phone' | 'userType' | 'role' | 'companyId'>;

/** Internal accounts are created by internal admins only; the server refuses anyone else. */
function creatableUserTypes(actor: SessionUser): readonly UserType[] {
  return USER_TYPES.filter((type) => mayAdministerUserType(actor, type));
}

function PlacementFields({
  form,
  internal,
  userTypes,
  roleFixed,
  selectedName,
  newUser = false,
}: {
  form: UseFormReturnType<Placement>;
  internal: boolean;
  userTypes: readonly UserType[];
  /** Only administrators change roles and user types; for anyone else both are shown, fixed. */
  roleFixed: boolean;
  selectedName: string | null;
  /** A company admin's new user joins the admin's company; the form says which one. */
  newUser?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('users.form.phone')}
        type="tel"
        placeholder={t('users.form.phonePlaceholder')}
        autoComplete="off"
        {...form.getInputProps('phone')}
      />
      {internal && (
        <UserTypeChoice
          userTypes={userTypes}
          disabled={roleFixed}
          value={form.values.userType}
          error={form.errors.userType}
          onChange={(userType) => {
            form.setFieldValue('userType', userType);
            form.setFieldValue('companyId', null);
          }}
        />
      )}
      <RoleChoice disabled={roleFixed} {...form.getInputProps('role')} />
      {roleFixed && (
        <Text size="sm" c="dimmed">
          {t('users.form.roleFixed')}
        </Text>
      )}
      {internal ? (
        <CompanyPicker
          key={form.values.userType}
          label={t('users.form.company')}
          description={t('users.form.companyDescription')}
          placeholder={t('users.form.companyPlaceholder')}
          kind={companyKind(form.values.userType)}
          selectedName={selectedName}
          {...form.getInputProps('companyId')}
        />
      ) : (
        newUser && <OwnCompany />
      )}
    </>
  );
}

function UserTypeChoice({
  userTypes,
  disabled,
  value,
  error,
  onChange,
}: {
  userTypes: readonly UserType[];
  disabled: boolean;
  value: UserType;
  error: React.ReactNode;
  onChange: (userType: UserType) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('users.form.userType')}
      value={value}
      error={error}
      onChange={(next) => {
        const userType = USER_TYPES.find((type) => type === next);
        if (userType) onChange(userType);
      }}
      withAsterisk
    >
      <Group gap="md" mt={4}>
        {userTypes.map((type) => (
          <Radio key={type} value={type} label={t(`userTypes.${type}`)} disabled={disabled} />
        ))}
      </Group>
    </Radio.Group>
  );
}

function RoleChoice({
  disabled,
  value,
  onChange,
  error,
}: {
  disabled: boolean;
  value?: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('users.form.role')} value={value} onChange={onChange} error={error} withAsterisk>
      <Group gap="md" mt={4}>
        {USER_ROLES.map((role) => (
          <Radio key={role} value={role} label={t(`roles.${role}`)} disabled={disabled} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** A company admin's new users join the admin's company; the name says which one. */
function OwnCompany() {
  const { t } = useTranslation();
  const profile = useQuery(profileQuery);
  if (!profile.data?.companyName) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('users.form.ownCompany', { company: profile.data.companyName })}
    </Text>
  );
}
