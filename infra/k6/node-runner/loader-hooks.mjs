// Node module hooks (registered by run.mjs): the k6 modules a script imports resolve to this runner's shims.
const SHIMS = {
  k6: './k6-shim.mjs',
  'k6/http': './k6-http-shim.mjs',
};

export async function resolve(specifier, context, nextResolve) {
  if (Object.hasOwn(SHIMS, specifier)) return { url: new URL(SHIMS[specifier], import.meta.url).href, shortCircuit: true };
  if (specifier.startsWith('k6/')) throw new Error(`The Node runner does not provide ${specifier}; only ${Object.keys(SHIMS).join(', ')}`);
  return nextResolve(specifier, context);
}
