/** One job title as the learner app lists it, in one language (spec section 3: name, subFunctions). */
export interface JobFunctionItem {
  id: string;
  name: string;
  subFunctions: { name: string }[] | null;
}

/** `GET coursesapi/job-functions`: the English and the Thai lists, in the same order. */
export interface JobFunctionsResponse {
  jobFunctions: JobFunctionItem[];
  jobFunctionsTh: JobFunctionItem[];
}
