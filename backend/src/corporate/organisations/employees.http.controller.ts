import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req, UploadedFile, UseFilters, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { CommandAccepted, EmployeeImportResult, EmployeeProfileResponse, EmployeeResponse, Paged } from '@khru/contracts';
import { AddSubuserRequest, EmployeeImportParams, EmployeeListParams, UpdateEmployeeRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequireLogin, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { requestLocale } from '../../kernel/locale/request-locale.js';
import { AddEmployeeCommand } from './add-employee/add-employee.command.js';
import { GetEmployeeProfileQuery } from './get-employee-profile/get-employee-profile.query.js';
import { ImportEmployeesCommand } from './import-employees/import-employees.command.js';
import { ImportRefusedFilter } from './import-employees/import-refused.js';
import { ListEmployeesQuery } from './list-employees/list-employees.query.js';
import { managesStaff, OrganisationAccess } from './organisation-access.js';
import { UpdateEmployeeCommand } from './update-employee/update-employee.command.js';

/** The largest employee file taken: a thousand rows of the template fit in far less. */
const IMPORT_MAX_BYTES = 1024 * 1024;

/** An organisation's people: added one by one or by CSV, listed, changed and deactivated; and each person's employee record. */
@ApiTags('corporate')
@ApiBearerAuth()
@Controller('orgsapi/organizations')
export class EmployeesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly access: OrganisationAccess,
  ) {}

  /** The spec's add-subuser: one person, invited by mail. Only organisation admins (and platform admins) add admins and HR. */
  @Post(':orgId/add-subuser')
  @RequirePermissions('ADMIN', 'MANAGE_EMPLOYEES')
  async addSubuser(
    @Param('orgId') orgId: string,
    @Body() body: AddSubuserRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted & { id: string }> {
    await this.access.assertManagesPeople(caller, orgId);
    const result = await this.commands.execute(new AddEmployeeCommand(orgId, body, managesStaff(caller), requestMetadata(request, caller.userId)));
    return { id: result.userId, ...accepted(result) };
  }

  /** The CSV of EMPLOYEE_IMPORT_COLUMNS (field `file`); `?dryRun=true` previews. Any bad row: 400 with `rows`, nothing imported. */
  @Post(':orgId/employees/import')
  @HttpCode(200)
  @RequirePermissions('ADMIN', 'MANAGE_EMPLOYEES')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } }))
  @UseFilters(ImportRefusedFilter)
  async importEmployees(
    @Param('orgId') orgId: string,
    @Query() params: EmployeeImportParams,
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<EmployeeImportResult & CommandAccepted> {
    await this.access.assertManagesPeople(caller, orgId);
    return this.commands.execute(
      new ImportEmployeesCommand(
        orgId,
        file?.buffer ?? null,
        params.dryRun === 'true',
        managesStaff(caller),
        requestLocale(request),
        requestMetadata(request, caller.userId),
      ),
    );
  }

  @Get(':orgId/employees')
  @RequirePermissions('ADMIN', 'VIEW_AUDIT', 'MANAGE_EMPLOYEES')
  async list(@Param('orgId') orgId: string, @Query() params: EmployeeListParams, @CurrentCaller() caller: Caller): Promise<Paged<EmployeeResponse>> {
    await this.access.assertReads(caller, orgId);
    return this.queries.execute(
      new ListEmployeesQuery(orgId, {
        q: params.q?.trim() || null,
        department: params.department?.trim() || null,
        active: params.active === undefined ? null : params.active === 'true',
        skip: params.skip ?? 0,
        take: params.take ?? 20,
      }),
    );
  }

  /** Changes details; `active: false` deactivates (the person's sessions end). Nobody deactivates themselves. */
  @Patch(':orgId/employees/:userId')
  @RequirePermissions('ADMIN', 'MANAGE_EMPLOYEES')
  async update(
    @Param('orgId') orgId: string,
    @Param('userId') userId: string,
    @Body() body: UpdateEmployeeRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    await this.access.assertManagesPeople(caller, orgId);
    return accepted(await this.commands.execute(new UpdateEmployeeCommand(orgId, userId, body, managesStaff(caller), requestMetadata(request, caller.userId))));
  }

  /**
   * The employee record (spec section 2 and 4: fetched at login for corporate roles): the person
   * themself, platform admins and auditors, and their own organisation's admins and HR.
   */
  @Get('employees/userprofiles/:id')
  @RequireLogin()
  async profile(@Param('id') id: string, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<EmployeeProfileResponse> {
    const self = caller.userId === id;
    const mayLook = ['ADMIN', 'VIEW_AUDIT', 'MANAGE_EMPLOYEES'].some((permission) => caller.permissions.includes(permission));
    if (!self && !mayLook) throw new DomainError('FORBIDDEN');
    const profile = await this.queries.execute(new GetEmployeeProfileQuery(id, requestLocale(request)));
    if (!self) await this.access.assertReads(caller, profile.orgId);
    return profile;
  }
}
