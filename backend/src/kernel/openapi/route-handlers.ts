import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import { ACCESS_METADATA, type AccessRequirement } from '../auth/access.decorators.js';

/** What Nest knows of one controller method that the OpenAPI scanner does not write down. */
export interface RouteHandler {
  operationId: string;
  /** What Nest answers on success: the `@HttpCode`, else 201 for POST and 200 for the rest. */
  successStatus: number;
  /** The `RequireLogin`/`RequirePermissions` requirement; null on public endpoints. */
  access: AccessRequirement | null;
  /** The class of a `@Body()` parameter (null when the method reads no parsed body). */
  bodyType: Type | null;
  /** The class of a whole-object `@Query()` parameter, whose fields are the query parameters. */
  queryType: Type | null;
}

/** Every route handler the OpenAPI document shows, by Nest's default operationId `${Controller}_${method}`. */
export function routeHandlers(app: INestApplication): Map<string, RouteHandler> {
  const handlers = new Map<string, RouteHandler>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller || Reflect.getMetadata(DECORATORS.API_EXCLUDE_CONTROLLER, controller)?.[0] === true) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler: unknown = controller.prototype[name];
        const method = typeof handler === 'function' ? (Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined) : undefined;
        if (method === undefined || (Reflect.getMetadata(DECORATORS.API_EXCLUDE_ENDPOINT, handler as object) as { disable?: boolean } | undefined)?.disable)
          continue;
        const parameterTypes = (Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? []) as Type[];
        const args = Object.entries((Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, { index: number; data?: unknown }>);
        const whole = (kind: RouteParamtypes) => {
          const arg = args.find(([key, value]) => key.split(':')[0] === String(kind) && value.data === undefined)?.[1];
          return arg ? (parameterTypes[arg.index] ?? null) : null;
        };
        handlers.set(`${controller.name}_${name}`, {
          operationId: `${controller.name}_${name}`,
          successStatus: (Reflect.getMetadata(HTTP_CODE_METADATA, handler as object) as number | undefined) ?? (method === RequestMethod.POST ? 201 : 200),
          access: (Reflect.getMetadata(ACCESS_METADATA, handler as object) ??
            Reflect.getMetadata(ACCESS_METADATA, controller) ??
            null) as AccessRequirement | null,
          bodyType: whole(RouteParamtypes.BODY),
          queryType: whole(RouteParamtypes.QUERY),
        });
      }
    }
  }
  return handlers;
}
