// What k6 itself refuses at start, checked here so a smoke run catches it: unknown executors, missing
// executor fields, exec functions the script does not export, thresholds on unknown metrics or with
// an aggregation their metric type does not have.

const EXECUTOR_FIELDS = {
  'constant-arrival-rate': ['rate', 'duration', 'preAllocatedVUs'],
  'ramping-arrival-rate': ['stages', 'preAllocatedVUs'],
  'shared-iterations': [],
  'per-vu-iterations': [],
  'constant-vus': ['duration'],
  'ramping-vus': ['stages'],
  'externally-controlled': ['duration'],
};

const METRIC_TYPES = {
  http_reqs: 'counter',
  iterations: 'counter',
  data_received: 'counter',
  data_sent: 'counter',
  dropped_iterations: 'counter',
  http_req_duration: 'trend',
  http_req_blocked: 'trend',
  http_req_connecting: 'trend',
  http_req_tls_handshaking: 'trend',
  http_req_sending: 'trend',
  http_req_waiting: 'trend',
  http_req_receiving: 'trend',
  iteration_duration: 'trend',
  group_duration: 'trend',
  http_req_failed: 'rate',
  checks: 'rate',
  vus: 'gauge',
  vus_max: 'gauge',
};

const AGGREGATIONS = {
  counter: /^(count|rate)$/,
  gauge: /^value$/,
  rate: /^rate$/,
  trend: /^(avg|min|max|med|p\(\d+(\.\d+)?\))$/,
};

const EXPRESSION = /^\s*([a-z]+(?:\(\d+(?:\.\d+)?\))?)\s*(<=|>=|===|==|!=|<|>)\s*-?\d+(\.\d+)?\s*$/;

/** The scenarios to run: `options.scenarios`, or k6's single default scenario running `default`. */
export function scenariosOf(options) {
  const scenarios = options?.scenarios;
  if (scenarios && Object.keys(scenarios).length)
    return Object.entries(scenarios).map(([name, s]) => ({ name, executor: s.executor, exec: s.exec ?? 'default', config: s }));
  return [{ name: 'default', executor: 'per-vu-iterations', exec: 'default', config: {} }];
}

export function optionProblems(script, options) {
  const problems = [];
  for (const { name, executor, exec, config } of scenariosOf(options)) {
    if (!/^[0-9A-Za-z_-]+$/.test(name)) problems.push(`scenario "${name}": a name may hold letters, digits, _ and - only`);
    const fields = EXECUTOR_FIELDS[executor];
    if (!fields) problems.push(`scenario "${name}": unknown executor "${executor}"`);
    else for (const field of fields) if (config[field] === undefined) problems.push(`scenario "${name}": ${executor} needs "${field}"`);
    if (typeof script[exec] !== 'function') problems.push(`scenario "${name}": the script exports no function "${exec}"`);
  }
  for (const [key, list] of Object.entries(options?.thresholds ?? {})) {
    const metric = /^([a-z_]+)(\{[^{}]+\})?$/.exec(key);
    const type = metric && METRIC_TYPES[metric[1]];
    if (!type) {
      problems.push(`threshold "${key}": not a built-in metric (the Node runner knows no custom metrics)`);
      continue;
    }
    if (metric[2] && !/^\{[^:{}]+:[^{}]*\}$/.test(metric[2])) problems.push(`threshold "${key}": a tag filter reads {tag:value}`);
    for (const item of Array.isArray(list) ? list : [list]) {
      const expression = typeof item === 'string' ? item : item?.threshold;
      const parsed = EXPRESSION.exec(expression ?? '');
      if (!parsed) problems.push(`threshold "${key}": cannot read "${expression}"`);
      else if (!AGGREGATIONS[type].test(parsed[1])) problems.push(`threshold "${key}": a ${type} metric has no "${parsed[1]}"`);
    }
  }
  return problems;
}
