// The kinds of user, role and account status as plain values, without zod: the browser's session
// checks and portal guard use them on every screen, and should not download the validation library.
export const USER_TYPES = ['internal', 'customer', 'partner'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_ROLES = ['admin', 'member'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ['pending', 'active', 'inactive', 'suspended', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
