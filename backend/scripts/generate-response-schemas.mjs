// Build step (after `tsc -b backend`): JSON schemas of what every HTTP operation answers, taken from
// the return type its controller method declares, and of the error body. The backend merges them into
// its OpenAPI document (backend/src/kernel/openapi, docs/adr/0014). Nothing here runs at run time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFormatter, createParser, SchemaGenerator } from 'ts-json-schema-generator';
import ts from 'typescript';

const backend = join(dirname(fileURLToPath(import.meta.url)), '..');
const output = join(backend, 'dist/openapi/response-schemas.json');
/** Named types documented beside the operations: the error body, and the payment provider's webhook body. */
const EXTRA_TYPES = [
  { module: '@khru/contracts', name: 'ErrorResponse' },
  { module: '@khru/platform', name: 'PaymentWebhookEvent' },
];
const ROUTE_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete']);
const COMPONENTS = '#/components/schemas/';

const parsed = ts.getParsedCommandLineOfConfigFile(
  join(backend, 'tsconfig.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => fail(ts.flattenDiagnosticMessageText(d.messageText, '\n')) },
);
const program = ts.createProgram({ rootNames: parsed.fileNames.filter((f) => f.endsWith('.controller.ts')), options: parsed.options });
const checker = program.getTypeChecker();
const config = {
  expose: 'export',
  jsDoc: 'extended',
  additionalProperties: true,
  encodeRefs: false,
  sortProps: false,
  skipTypeCheck: true,
  tsProgram: program,
};
const generatorWith = (topRef) => new SchemaGenerator(program, createParser(program, { ...config, topRef }), createFormatter(config), { ...config, topRef });
// A named type becomes a `$ref` to its component; a type written in place stays in place.
const named = generatorWith(true);
const inPlace = generatorWith(false);

function fail(message) {
  console.error(`generate-response-schemas: ${message}`);
  process.exit(1);
}

const decoratorName = (decorator) => {
  const call = decorator.expression;
  return ts.isCallExpression(call) && ts.isIdentifier(call.expression) ? call.expression.text : null;
};
const decoratorsOf = (node) => (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []).map(decoratorName) : []);

/** `Promise<T>` answers T; `void` (the method writes the response itself) answers nothing. */
function bodyTypeNode(method) {
  const declared = method.type;
  if (!declared) return undefined;
  const inner = ts.isTypeReferenceNode(declared) && declared.typeName.getText() === 'Promise' ? declared.typeArguments?.[0] : declared;
  return inner && inner.kind !== ts.SyntaxKind.VoidKeyword ? inner : null;
}

/** Schema names become OpenAPI component names ([A-Za-z0-9._-]), and refs point at the components. */
const componentName = (name) => name.replace(/[^A-Za-z0-9._-]+/g, '_');
const relocate = (schema) =>
  JSON.parse(JSON.stringify(schema), (key, value) =>
    key === '$ref' && typeof value === 'string' && value.startsWith('#/definitions/')
      ? COMPONENTS + componentName(value.slice('#/definitions/'.length))
      : value,
  );

const schemas = {};
function generate(node, label) {
  let result;
  try {
    result = (ts.isTypeReferenceNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) ? named : inPlace).createSchemaFromNodes([
      node,
    ]);
  } catch (error) {
    fail(`${label}: ${error.message}`);
  }
  const { $schema: _schema, definitions = {}, ...root } = relocate(result);
  for (const [name, definition] of Object.entries(definitions)) {
    const key = componentName(name);
    if (schemas[key] && JSON.stringify(schemas[key]) !== JSON.stringify(definition)) fail(`two different types are both named ${key}`);
    schemas[key] = definition;
  }
  return root;
}

const operations = {};
const undeclared = [];
for (const file of program.getRootFileNames().map((name) => program.getSourceFile(name))) {
  for (const node of file.statements) {
    if (!ts.isClassDeclaration(node) || !node.name) continue;
    const classDecorators = decoratorsOf(node);
    if (!classDecorators.includes('Controller') || classDecorators.includes('ApiExcludeController')) continue;
    for (const member of node.members) {
      if (!ts.isMethodDeclaration(member) || !decoratorsOf(member).some((d) => ROUTE_DECORATORS.has(d))) continue;
      // Nest's default operationId: `${Controller}_${method}`.
      const operationId = `${node.name.text}_${member.name.getText()}`;
      const typeNode = bodyTypeNode(member);
      if (typeNode === undefined) undeclared.push(operationId);
      else if (typeNode !== null) operations[operationId] = generate(typeNode, operationId);
    }
  }
}
if (undeclared.length > 0) fail(`declare the return type of ${undeclared.join(', ')}`);

const importer = program.getRootFileNames()[0];
for (const { module, name } of EXTRA_TYPES) {
  const resolved = ts.resolveModuleName(module, importer, parsed.options, ts.sys).resolvedModule;
  const moduleSymbol = resolved && checker.getSymbolAtLocation(program.getSourceFile(resolved.resolvedFileName));
  const exported = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name);
  const symbol = exported && exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const declaration = symbol?.declarations?.[0];
  if (!declaration) fail(`${module} exports no type ${name}`);
  generate(declaration, name);
}

mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, `${JSON.stringify({ operations, schemas }, null, 1)}\n`);
console.log(`generate-response-schemas: ${Object.keys(operations).length} operations, ${Object.keys(schemas).length} schemas -> ${output}`);
