import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Permission } from '@khru/contracts';
import type { Caller } from './caller.js';

export const ACCESS_METADATA = 'khru:access';

/** What an endpoint asks of its caller; endpoints without it are public. */
export interface AccessRequirement {
  login: true;
  permissions: readonly Permission[];
}

/** The caller must be logged in (any role). */
export const RequireLogin = () => SetMetadata(ACCESS_METADATA, { login: true, permissions: [] } satisfies AccessRequirement);

/** The caller must be logged in and hold one of the permissions (`ALL` lets any logged-in caller through). */
export const RequirePermissions = (...permissions: Permission[]) => SetMetadata(ACCESS_METADATA, { login: true, permissions } satisfies AccessRequirement);

/** The verified caller of an endpoint guarded by `RequireLogin` or `RequirePermissions`. */
export const CurrentCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller => {
  const caller = context.switchToHttp().getRequest<{ caller?: Caller }>().caller;
  if (!caller) throw new Error('CurrentCaller used on an endpoint without an access requirement');
  return caller;
});

/** The caller when one sent a valid token, on endpoints that anyone may call. */
export const OptionalCaller = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Caller | null => context.switchToHttp().getRequest<{ caller?: Caller }>().caller ?? null,
);
